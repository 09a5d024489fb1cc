import { msg } from '../i18n/message';
import type { PickListOption } from './pick-list';

/** An industry's option, with its label in English for the words that stay English. */
export interface IndustryOption extends PickListOption {
  readonly english: string;
}

/**
 * Industries: display label -> stored value (doc 2 §3 "about 40 display labels mapped to stored
 * values"). The seeds show two mappings word for word and name the stored values Adult,
 * Automotive, Electronics, Health, Home & Garden (non-furniture), Jewellery, Other, Outdoor,
 * Services, Footwear and the quick-service food and food delivery categories; the rest follows
 * the retail categories a buy-now-pay-later provider publishes in its shop directory (fashion,
 * beauty, home, electronics, sport, travel, health, services). Labels keep the Commonwealth
 * spelling of the seeds ("Jewellery"). `label` is what a merchant reads, a message of the
 * picklists catalogue; `english` is the same label in English for the words that stay English
 * (the operators' console, the default agreements' text), written here because rules say no
 * messages (pick-list-labels.test.ts keeps it the English catalogue's words); the value never
 * changes.
 */
export const INDUSTRY_OPTIONS = [
  {
    value: 'Accessories',
    label: msg('picklists.industry.accessories'),
    english: 'Accessories (bags, hats, sunglasses)',
  },
  {
    value: 'Activewear',
    label: msg('picklists.industry.activewear'),
    english: 'Activewear & Sportswear',
  },
  { value: 'Adult', label: msg('picklists.industry.adult'), english: 'Adult' },
  { value: 'Arts & Crafts', label: msg('picklists.industry.artsCrafts'), english: 'Arts & Crafts' },
  {
    value: 'Automotive',
    label: msg('picklists.industry.automotive'),
    english: 'Automotive (non-services no vehicles)',
  },
  { value: 'Baby & Kids', label: msg('picklists.industry.babyKids'), english: 'Baby & Kids' },
  { value: 'Beauty', label: msg('picklists.industry.beauty'), english: 'Beauty & Cosmetics' },
  {
    value: 'Books & Stationery',
    label: msg('picklists.industry.booksStationery'),
    english: 'Books, Music & Stationery',
  },
  { value: 'Clothing', label: msg('picklists.industry.clothing'), english: 'Clothing' },
  {
    value: 'Department Store',
    label: msg('picklists.industry.departmentStore'),
    english: 'Department Store',
  },
  {
    value: 'Education',
    label: msg('picklists.industry.education'),
    english: 'Education & Courses',
  },
  {
    value: 'Electronics',
    label: msg('picklists.industry.electronics'),
    english: 'Electronics & Computers',
  },
  { value: 'Events', label: msg('picklists.industry.events'), english: 'Events & Tickets' },
  { value: 'Eyewear', label: msg('picklists.industry.eyewear'), english: 'Eyewear' },
  {
    value: 'Fitness Equipment',
    label: msg('picklists.industry.fitnessEquipment'),
    english: 'Fitness Equipment',
  },
  {
    value: 'Gifts & Flowers',
    label: msg('picklists.industry.giftsFlowers'),
    english: 'Flowers & Gifts',
  },
  {
    value: 'Food Delivery',
    label: msg('picklists.industry.foodDelivery'),
    english: 'Food delivery (meal kits, grocery delivery)',
  },
  { value: 'Footwear', label: msg('picklists.industry.footwear'), english: 'Footwear' },
  { value: 'Furniture', label: msg('picklists.industry.furniture'), english: 'Furniture' },
  { value: 'Toys & Games', label: msg('picklists.industry.toysGames'), english: 'Gaming & Toys' },
  {
    value: 'Groceries',
    label: msg('picklists.industry.groceries'),
    english: 'Groceries & Specialty Food',
  },
  {
    value: 'Hair & Beauty Salons',
    label: msg('picklists.industry.hairBeautySalons'),
    english: 'Hair & Beauty Salons',
  },
  {
    value: 'Health',
    label: msg('picklists.industry.health'),
    english: 'Health (medical, dental, optical, pharmacy)',
  },
  {
    value: 'Wellness',
    label: msg('picklists.industry.wellness'),
    english: 'Health Supplements & Wellness',
  },
  {
    value: 'Home & Garden (non-furniture)',
    label: msg('picklists.industry.homeGarden'),
    english: 'Home & Garden (non-furniture)',
  },
  {
    value: 'Homewares',
    label: msg('picklists.industry.homewares'),
    english: 'Homewares & Kitchenware',
  },
  {
    value: 'Jewellery',
    label: msg('picklists.industry.jewellery'),
    english: 'Jewellery & Watches',
  },
  {
    value: 'Lingerie & Swimwear',
    label: msg('picklists.industry.lingerieSwimwear'),
    english: 'Lingerie & Swimwear',
  },
  { value: 'Luggage', label: msg('picklists.industry.luggage'), english: 'Luggage & Travel Goods' },
  {
    value: 'Mobile Phones',
    label: msg('picklists.industry.mobilePhones'),
    english: 'Mobile Phones & Accessories',
  },
  {
    value: 'Musical Instruments',
    label: msg('picklists.industry.musicalInstruments'),
    english: 'Musical Instruments',
  },
  {
    value: 'Outdoor',
    label: msg('picklists.industry.outdoor'),
    english: 'Outdoor (camping, fishing, hunting)',
  },
  {
    value: 'Party Supplies',
    label: msg('picklists.industry.partySupplies'),
    english: 'Party Supplies & Costumes',
  },
  { value: 'Pets', label: msg('picklists.industry.pets'), english: 'Pets' },
  {
    value: 'Photography',
    label: msg('picklists.industry.photography'),
    english: 'Photography & Video',
  },
  {
    value: 'Quick Service Food',
    label: msg('picklists.industry.quickServiceFood'),
    english: 'Quick-service food (takeaway, fast food)',
  },
  {
    value: 'Services',
    label: msg('picklists.industry.services'),
    english: 'Services (repairs, trades, professional)',
  },
  {
    value: 'Sporting Goods',
    label: msg('picklists.industry.sportingGoods'),
    english: 'Sporting Goods',
  },
  { value: 'Travel', label: msg('picklists.industry.travel'), english: 'Travel & Accommodation' },
  { value: 'Wedding', label: msg('picklists.industry.wedding'), english: 'Wedding & Bridal' },
  {
    value: 'Other',
    label: msg('picklists.industry.other'),
    english: 'Other (only select if your industry is not listed)',
  },
] as const satisfies readonly IndustryOption[];

/** A stored industry value. */
export type IndustryValue = (typeof INDUSTRY_OPTIONS)[number]['value'];

/** Every stored industry value, in display order. */
export const INDUSTRY_VALUES: readonly IndustryValue[] = INDUSTRY_OPTIONS.map((o) => o.value);

/** The stored value of an English display label, or undefined for an unknown label. */
export function industryValueOf(label: string): IndustryValue | undefined {
  return INDUSTRY_OPTIONS.find((option) => option.english === label)?.value;
}

/**
 * The English display label of a stored value, or undefined for an unknown value: for the words
 * that stay English, the operators' console and the default agreements' text. A merchant reads
 * the option's label, said in their language.
 */
export function industryLabelOf(value: string): string | undefined {
  return INDUSTRY_OPTIONS.find((option) => option.value === value)?.english;
}

/** True when `value` is a stored industry value. */
export function isIndustryValue(value: string): value is IndustryValue {
  return (INDUSTRY_VALUES as readonly string[]).includes(value);
}

/** doc 2 §3: categories excluded from cross-border trade (interestedInXBT, currenciesAvailable). */
export const XBT_EXCLUDED_INDUSTRIES = [
  'Adult',
  'Automotive',
  'Electronics',
  'Health',
  'Home & Garden (non-furniture)',
  'Jewellery',
  'Other',
  'Outdoor',
  'Services',
] as const satisfies readonly IndustryValue[];

/** True when cross-border trade is not offered to merchants of `industry`. */
export function isXbtExcludedIndustry(industry: string | undefined): boolean {
  return !!industry && (XBT_EXCLUDED_INDUSTRIES as readonly string[]).includes(industry);
}

/** doc 2 §3: industries asked the Australian ddsRestricted question. */
export const DDS_RESTRICTED_INDUSTRIES = [
  'Quick Service Food',
  'Food Delivery',
] as const satisfies readonly IndustryValue[];

/** True when `industry` is quick-service food or food delivery. */
export function isDdsRestrictedIndustry(industry: string | undefined): boolean {
  return !!industry && (DDS_RESTRICTED_INDUSTRIES as readonly string[]).includes(industry);
}

/** doc 2 §4: the industry that asks for a Health sub-industry (AU, NZ). */
export const HEALTH_INDUSTRY: IndustryValue = 'Health';

/** doc 2 §4: the industry that asks the UK reseller question. */
export const FOOTWEAR_INDUSTRY: IndustryValue = 'Footwear';
