/** Where the merchant changes each kind of flagged item: the step that holds its section. */
import { APP_ROUTES } from '../journey/app-routes';
import type { RevisionSection } from './revision-items';

export const REVISION_STEP_ROUTES: Readonly<Record<RevisionSection, string>> = {
  companyInformation: APP_ROUTES.companyInformation,
  storeDetails: APP_ROUTES.storeDetails,
  locations: APP_ROUTES.storeDetails,
  owners: APP_ROUTES.beneficialOwners,
  primaryBank: APP_ROUTES.bankInfo,
  secondaryBank: APP_ROUTES.bankInfo,
  customerSupport: APP_ROUTES.customerSupport,
};
