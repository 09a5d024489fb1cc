/**
 * The merchant's write calls that take a body (doc 2 §7), enumerated once for the suites that
 * send every one of them something: malformed bodies, maintenance.
 */
export const MERCHANT_BODY_ROUTES = [
  '/api/save',
  '/api/onboarding-link',
  '/api/update-bank-info',
  '/api/update-customer-service-info',
  '/api/upload-file',
] as const;

/** The merchant's other calls (doc 2 §7), with their method, signed in or not. */
export const MERCHANT_OTHER_CALLS: ReadonlyArray<readonly ['GET' | 'POST', string]> = [
  ['POST', '/check-email'],
  ['POST', '/check-captcha-token'],
  ['POST', '/sign-in-link'],
  ['POST', '/signup'],
  ['POST', '/send-merchant-admin-help-desk-email'],
  ['POST', '/api/resend-sign-in-link'],
  ['GET', '/api/restore'],
  ['GET', '/api/status'],
  ['GET', '/api/opportunity-stage'],
  ['POST', '/api/update-user'],
  ['GET', '/api/check-cashpay-eligibility'],
  ['POST', '/api/update-cashpay-info'],
  ['POST', '/api/update-cashpay-profile-image-url'],
  ['POST', '/api/update-cashpay-channel'],
  ['POST', '/api/activate-cashpay'],
  ['GET', '/api/zdo/get-apc-credentials'],
  ['POST', '/api/zdo/create-account'],
  ['POST', '/api/zdo/update-gateway-enabled'],
  ['GET', '/api/plaid/availability'],
  ['POST', '/api/plaid/create-link-token'],
  ['POST', '/api/plaid/update-bank-info'],
  ['GET', '/api/instore/client-access-token?store_location_id=loc-1'],
  ['GET', '/api/instore/store-location/loc-1'],
  ['GET', '/api/places/autocomplete?q=1%20Market&country=US'],
  ['GET', '/api/files/00000000-0000-4000-8000-000000000000'],
];
