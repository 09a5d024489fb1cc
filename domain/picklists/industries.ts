import type { PickList } from './pick-list';

/**
 * Industries: display label -> stored value (doc 2 §3 "about 40 display labels mapped to stored
 * values"). The seeds show two mappings word for word and name the stored values Adult,
 * Automotive, Electronics, Health, Home & Garden (non-furniture), Jewellery, Other, Outdoor,
 * Services, Footwear and the quick-service food and food delivery categories; the rest follows
 * the retail categories a buy-now-pay-later provider publishes in its shop directory (fashion,
 * beauty, home, electronics, sport, travel, health, services). Labels keep the Commonwealth
 * spelling of the seeds ("Jewellery").
 */
export const INDUSTRY_OPTIONS = [
  { label: 'Accessories (bags, hats, sunglasses)', value: 'Accessories' },
  { label: 'Activewear & Sportswear', value: 'Activewear' },
  { label: 'Adult', value: 'Adult' },
  { label: 'Arts & Crafts', value: 'Arts & Crafts' },
  { label: 'Automotive (non-services no vehicles)', value: 'Automotive' },
  { label: 'Baby & Kids', value: 'Baby & Kids' },
  { label: 'Beauty & Cosmetics', value: 'Beauty' },
  { label: 'Books, Music & Stationery', value: 'Books & Stationery' },
  { label: 'Clothing', value: 'Clothing' },
  { label: 'Department Store', value: 'Department Store' },
  { label: 'Education & Courses', value: 'Education' },
  { label: 'Electronics & Computers', value: 'Electronics' },
  { label: 'Events & Tickets', value: 'Events' },
  { label: 'Eyewear', value: 'Eyewear' },
  { label: 'Fitness Equipment', value: 'Fitness Equipment' },
  { label: 'Flowers & Gifts', value: 'Gifts & Flowers' },
  { label: 'Food delivery (meal kits, grocery delivery)', value: 'Food Delivery' },
  { label: 'Footwear', value: 'Footwear' },
  { label: 'Furniture', value: 'Furniture' },
  { label: 'Gaming & Toys', value: 'Toys & Games' },
  { label: 'Groceries & Specialty Food', value: 'Groceries' },
  { label: 'Hair & Beauty Salons', value: 'Hair & Beauty Salons' },
  { label: 'Health (medical, dental, optical, pharmacy)', value: 'Health' },
  { label: 'Health Supplements & Wellness', value: 'Wellness' },
  { label: 'Home & Garden (non-furniture)', value: 'Home & Garden (non-furniture)' },
  { label: 'Homewares & Kitchenware', value: 'Homewares' },
  { label: 'Jewellery & Watches', value: 'Jewellery' },
  { label: 'Lingerie & Swimwear', value: 'Lingerie & Swimwear' },
  { label: 'Luggage & Travel Goods', value: 'Luggage' },
  { label: 'Mobile Phones & Accessories', value: 'Mobile Phones' },
  { label: 'Musical Instruments', value: 'Musical Instruments' },
  { label: 'Outdoor (camping, fishing, hunting)', value: 'Outdoor' },
  { label: 'Party Supplies & Costumes', value: 'Party Supplies' },
  { label: 'Pets', value: 'Pets' },
  { label: 'Photography & Video', value: 'Photography' },
  { label: 'Quick-service food (takeaway, fast food)', value: 'Quick Service Food' },
  { label: 'Services (repairs, trades, professional)', value: 'Services' },
  { label: 'Sporting Goods', value: 'Sporting Goods' },
  { label: 'Travel & Accommodation', value: 'Travel' },
  { label: 'Wedding & Bridal', value: 'Wedding' },
  { label: 'Other (only select if your industry is not listed)', value: 'Other' },
] as const satisfies PickList;

/** A stored industry value. */
export type IndustryValue = (typeof INDUSTRY_OPTIONS)[number]['value'];

/** Every stored industry value, in display order. */
export const INDUSTRY_VALUES: readonly IndustryValue[] = INDUSTRY_OPTIONS.map((o) => o.value);

/** The stored value of a display label, or undefined for an unknown label. */
export function industryValueOf(label: string): IndustryValue | undefined {
  return INDUSTRY_OPTIONS.find((option) => option.label === label)?.value;
}

/** The display label of a stored value, or undefined for an unknown value. */
export function industryLabelOf(value: string): string | undefined {
  return INDUSTRY_OPTIONS.find((option) => option.value === value)?.label;
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
