/**
 * The names (`systemId`) the app's actors are known by in the offline inspector, so an engineer
 * follows `session` or `bank` rather than `x:0` or an invoke id. Actors invoked by a machine keep
 * their invoke id (`checkEmail`) and show under their parent.
 */
export const ACTOR_NAMES = {
  session: 'session',
  lead: 'lead',
  businessDetails: 'business-details',
  owners: 'business-details:owners',
  locations: 'business-details:locations',
  addressSearch: 'business-details:address-search',
  bank: 'bank',
  customerSupport: 'customer-support',
  status: 'status',
  messagingStep: 'status:messaging',
  trainingStep: 'status:training',
  directDebitStep: 'status:direct-debit',
  integrationSteps: 'status:integration',
  apiCredentials: 'status:api-credentials',
  inStore: 'in-store',
  cashPay: 'cash-pay',
  journey: 'journey',
  contactUs: 'contact-us',
  merchantAgreement: 'merchant-agreement',
  flags: 'flags',
} as const;

/** The activation actor of one store, spawned by the in-store actor. */
export const inStoreActorName = (storeLocationId: string) => `in-store:${storeLocationId}`;
