/**
 * Test support: a console application (GET /api/ops/applications/:id) of a US corporation in
 * review, with its saved sections masked as the server masks them, and its requests for changes.
 */
import {
  COMPLIANCE_TRANSITIONS,
  type ApplicationDetail,
} from '../../domain/api/back-office-api';
import { maskValue } from '../../domain/api/merchant-api';
import type { RevisionRecord } from '../../domain/api/revision-api';
import { emptyFormCompletedState } from '../../domain/session/form-completion';

const DAY = 24 * 60 * 60 * 1000;
/** 2 November 2026, 14:05 UTC: when the first request was made. */
export const FIRST_REQUEST_AT = Date.UTC(2026, 10, 2, 14, 5);
/** 24 November 2026, 09:30 UTC: when the open request was made. */
export const OPEN_REQUEST_AT = Date.UTC(2026, 10, 24, 9, 30);

const off = { requireId: false, requireCertifiedId: false };

/** Harbor Light Outfitters Inc., a US corporation with two owners and one store, in review. */
export function usCorporationInReview(patch: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    id: '5f0c7e9e-0000-4000-8000-000000000101',
    email: 'dana.whitfield@harborlight.example',
    storeName: 'Harbor Light Outfitters',
    registeredCountry: 'US',
    onboardingStatus: 'IN_REVIEW',
    onboardingGroup: 'Normal Merchant',
    createdAt: Date.UTC(2026, 9, 28, 16, 12),
    mlsProspectRef: 'MP-7Q2LX9KD41RA',
    opportunityStage: 'Compliance Checks',
    opportunityOwnerEmail: 'sales.west@example.com',
    ownerControls: [off, off, off, off, off],
    merchantId: '',
    secretKey: '',
    accountRequestPending: false,
    accountMark: null,
    contactEmails: [],
    administratorEmails: [],
    formCompletedState: emptyFormCompletedState(),
    cashPay: {
      cashPayEligible: false,
      cashPayOnboardingStatus: 'NONE',
      cashPayIntegrationComplete: false,
      cashPayInvalidFee: false,
      cashPayForm: false,
      cashPayAgreementAccepted: false,
      customizeCashPayProfileComplete: false,
      cashPayChannel: false,
    },
    agreementAcceptances: [],
    allowedDecisions: COMPLIANCE_TRANSITIONS.IN_REVIEW,
    storeLocations: [
      {
        id: 'sl_1',
        label: 'Location 1',
        locationName: 'Harbor Light Portland',
        testTransactionRecorded: false,
      },
    ],
    sections: {
      companyInformation: {
        registeredCountry: 'US',
        businessType: 'Corporation',
        legalBusinessName: 'Harbor Light Outfitters Inc.',
        ein: '84-2917365',
        businessStreet: '1420 NW Lovejoy St',
        businessCity: 'Portland',
        businessState: 'OR',
        businessPostalCode: '97209',
      },
      storeDetails: {
        storeName: 'Harbor Light Outfitters',
        salesChannel: 'Online and In-Store',
        website: 'https://harborlight.example',
        industry: 'Sporting Goods',
        totalAnnualSales: '1000000-4999999',
      },
      owners: [
        {
          firstName: 'Dana',
          lastName: 'Whitfield',
          dob: maskValue('03-14-1981'),
          ssn: maskValue('521-44-8817'),
          street: '2218 SE Salmon St',
          city: 'Portland',
          state: 'OR',
          postalCode: '97214',
          govId: 'uploads/harborlight/dana-whitfield-license-front.jpg',
          govIdBackside: 'uploads/harborlight/dana-whitfield-license-back.jpg',
        },
        {
          firstName: 'Marcus',
          lastName: 'Oyelaran',
          dob: maskValue('09-02-1976'),
          ssn: maskValue('604-12-3390'),
          street: '88 Cedar Hills Blvd',
          city: 'Beaverton',
          state: 'OR',
          postalCode: '97005',
          govId: 'uploads/harborlight/marcus-oyelaran-passport.jpg',
        },
      ],
      locations: [
        {
          locationName: 'Harbor Light Portland',
          locationStreet: '1420 NW Lovejoy St',
          locationCity: 'Portland',
          locationState: 'OR',
          locationPostalCode: '97209',
        },
      ],
      primaryBank: {
        bankName: 'Columbia Pacific Bank',
        bankAccountName: 'Harbor Light Outfitters Inc.',
        routing: maskValue('123006800'),
        account: maskValue('4471902385'),
        confirmAccount: maskValue('4471902385'),
      },
      customerSupport: {
        customerSupportEmail: 'help@harborlight.example',
        customerSupportPhone: '+1 503 555 0148',
      },
    },
    audit: [],
    ...patch,
  };
}

/** The first request: the EIN and the first owner's licence, changed, sent and resolved. */
export const RESOLVED_REQUEST: RevisionRecord = {
  id: 'rv_01',
  state: 'resolved',
  items: [
    {
      key: 'companyInformation.legalBusinessName',
      reason: 'nameMismatch',
      note: 'Use the name exactly as it appears on your articles of incorporation.',
      changedAt: FIRST_REQUEST_AT + 2 * DAY,
    },
    {
      key: 'owners.0.govId',
      reason: 'documentUnreadable',
      note: '',
      changedAt: FIRST_REQUEST_AT + 2 * DAY + 3600_000,
    },
    {
      key: 'primaryBank.account',
      reason: 'numberMismatch',
      note: '',
      changedAt: FIRST_REQUEST_AT + 3 * DAY,
    },
  ],
  requestedBy: 'priya.raman@example.com',
  createdAt: FIRST_REQUEST_AT,
  deadline: FIRST_REQUEST_AT + 14 * DAY,
  remindedAt: null,
  overdueAt: null,
  sentAt: FIRST_REQUEST_AT + 3 * DAY + 600_000,
  closedAt: FIRST_REQUEST_AT + 4 * DAY,
  closedAs: 'resolved',
  closedBy: 'priya.raman@example.com',
  changes: [
    {
      key: 'companyInformation.legalBusinessName',
      sensitive: false,
      before: 'Harbor Light Outfitters',
      after: 'Harbor Light Outfitters Inc.',
      at: FIRST_REQUEST_AT + 2 * DAY,
    },
    {
      key: 'owners.0.govId',
      sensitive: false,
      before: 'dana-whitfield-license.jpg',
      after: 'dana-whitfield-license-front.jpg',
      at: FIRST_REQUEST_AT + 2 * DAY + 3600_000,
    },
    {
      key: 'primaryBank.account',
      sensitive: true,
      before: null,
      after: null,
      at: FIRST_REQUEST_AT + 3 * DAY,
    },
    {
      key: 'primaryBank.confirmAccount',
      sensitive: true,
      before: null,
      after: null,
      at: FIRST_REQUEST_AT + 3 * DAY,
    },
  ],
};

/** The open request: the EIN and the second owner's passport, one already changed, reminded. */
export const OPEN_REQUEST: RevisionRecord = {
  id: 'rv_02',
  state: 'beingFixed',
  items: [
    {
      key: 'companyInformation.ein',
      reason: 'numberMismatch',
      note: 'The IRS letter we hold shows a different EIN.',
      changedAt: OPEN_REQUEST_AT + DAY,
    },
    {
      key: 'owners.1.govId',
      reason: 'documentExpired',
      note: 'The passport expired in August 2026.',
      changedAt: null,
    },
  ],
  requestedBy: 'priya.raman@example.com',
  createdAt: OPEN_REQUEST_AT,
  deadline: OPEN_REQUEST_AT + 14 * DAY,
  remindedAt: null,
  overdueAt: null,
  sentAt: null,
  closedAt: null,
  closedAs: null,
  closedBy: null,
  changes: [
    {
      key: 'companyInformation.ein',
      sensitive: false,
      before: '84-2971365',
      after: '84-2917365',
      at: OPEN_REQUEST_AT + DAY,
    },
  ],
};

/** The application while the open request waits on the merchant. */
export function usCorporationWithOpenRequest(): ApplicationDetail {
  return usCorporationInReview({
    onboardingStatus: 'REQUIRES_ATTENTION',
    allowedDecisions: COMPLIANCE_TRANSITIONS.REQUIRES_ATTENTION,
    revisions: [OPEN_REQUEST, RESOLVED_REQUEST],
  });
}
