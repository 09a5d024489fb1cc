import { APP_ROUTES } from '../journey/app-routes';
import type { FormCompletedState, FormCompletionFlag } from '../session/form-completion';
import { msg, type Message } from '../i18n/message';
import { isFormCredited } from './progress';

/** The sections of the business details accordion, in order (doc 1 §2 "Onboarding accordion"). */
export const BUSINESS_SECTIONS = [
  'companyInformation',
  'storeDetails',
  'beneficialOwners',
] as const;
export type BusinessSection = (typeof BUSINESS_SECTIONS)[number];

/** What each section is called, the path segment that opens it and the flag that completes it. */
export const SECTION_INFO: Readonly<
  Record<BusinessSection, { title: Message; segment: string; flag: FormCompletionFlag }>
> = {
  companyInformation: {
    title: msg('business.section.companyInformation'),
    segment: 'company-information',
    flag: 'companyInfoForm',
  },
  storeDetails: {
    title: msg('business.section.storeDetails'),
    segment: 'store-details',
    flag: 'storeDetailsForm',
  },
  beneficialOwners: {
    title: msg('business.section.beneficialOwners'),
    segment: 'beneficial-owners',
    flag: 'businessOwnerForm',
  },
};

/** The route of a section under /onboarding. */
export const SECTION_ROUTES: Readonly<Record<BusinessSection, string>> = {
  companyInformation: APP_ROUTES.companyInformation,
  storeDetails: APP_ROUTES.storeDetails,
  beneficialOwners: APP_ROUTES.beneficialOwners,
};

/** True when the section's form is done (the older store flag credits all three). */
export function sectionComplete(section: BusinessSection, forms: FormCompletedState): boolean {
  return isFormCredited(forms, SECTION_INFO[section].flag);
}

/**
 * doc 1 §2: Company Information is always available; Store Details needs the company form
 * complete; Beneficial Owners needs the store form complete.
 */
export function sectionAvailable(section: BusinessSection, forms: FormCompletedState): boolean {
  switch (section) {
    case 'companyInformation':
      return true;
    case 'storeDetails':
      return sectionComplete('companyInformation', forms);
    case 'beneficialOwners':
      return sectionComplete('storeDetails', forms);
  }
}

/** The first section not yet complete; the last one when all are. */
export function firstIncompleteSection(forms: FormCompletedState): BusinessSection {
  return BUSINESS_SECTIONS.find((s) => !sectionComplete(s, forms)) ?? 'beneficialOwners';
}

/** The section the last segment of `pathname` names, if any. */
export function sectionOfPath(pathname: string): BusinessSection | undefined {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return BUSINESS_SECTIONS.find((s) => SECTION_INFO[s].segment === segment);
}

/**
 * doc 1 §2: "A section opens if it is complete, or if its prerequisites are met and the open
 * section is a prior one." With no section open, an available section opens.
 */
export function canOpenSection(
  section: BusinessSection,
  openSection: BusinessSection | undefined,
  forms: FormCompletedState,
): boolean {
  if (sectionComplete(section, forms)) return true;
  if (!sectionAvailable(section, forms)) return false;
  if (openSection === undefined) return true;
  return BUSINESS_SECTIONS.indexOf(openSection) <= BUSINESS_SECTIONS.indexOf(section);
}

/**
 * The section open on arrival at `pathname`: the one its last segment names when that one may
 * open, otherwise the first incomplete section (doc 1 §2 "by default the first incomplete").
 */
export function sectionForPath(pathname: string, forms: FormCompletedState): BusinessSection {
  const named = sectionOfPath(pathname);
  return named && canOpenSection(named, undefined, forms) ? named : firstIncompleteSection(forms);
}

/**
 * The section open and the path shown on arrival at `pathname`: a path naming a section shows the
 * section that may open (doc 1 §2); the bare /onboarding entry stays as it is.
 */
export function placeOnArrival(
  pathname: string,
  forms: FormCompletedState,
): { section: BusinessSection; route: string } {
  const section = sectionForPath(pathname, forms);
  return { section, route: sectionOfPath(pathname) ? SECTION_ROUTES[section] : pathname };
}
