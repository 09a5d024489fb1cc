/** The applications list and the application detail as the console sees them (PII masked). */
import {
  allowedComplianceDecisions,
  type ApplicationDetail,
  type ApplicationSummary,
  type AuditEntry,
} from '../../domain/api/back-office-api';
import { maskValue } from '../../domain/api/merchant-api';
import { isOnboardingStatus } from '../../domain/journey/onboarding-status';
import type { AuditLogRow } from '../back-office/back-office-tables';
import type { BackOfficeDeps } from '../back-office/back-office-deps';
import type { ApplicationRow } from '../back-office/back-office-repositories';
import { leadOf, merchantFacts } from '../back-office/merchant-facts';
import { formCompletedStateOf } from '../session/user-state-response';
import { acceptanceOf } from '../agreement/agreement-service';
import { maskRecord } from '../crypto/sensitive-values';
import { DEFAULT_ONBOARDING_GROUP } from '../../domain/picklists/onboarding-groups';
import { isOpenRevisionState } from '../../domain/revision/revision-request';
import { revisionRecords } from '../revision/revision-views';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A list row. Records without a status are still being filled in (IN_PROGRESS). */
export function applicationSummary(row: ApplicationRow): ApplicationSummary {
  const lead = leadOf(row);
  return {
    id: row.id,
    email: row.email,
    storeName: textOf(lead.storeName),
    registeredCountry: textOf(lead.registeredCountry),
    onboardingStatus: isOnboardingStatus(row.onboarding_status)
      ? row.onboarding_status
      : 'IN_PROGRESS',
    onboardingGroup: row.onboarding_group ?? DEFAULT_ONBOARDING_GROUP,
    createdAt: row.created_at,
  };
}

function auditEntry(row: AuditLogRow): AuditEntry {
  const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));
  return {
    actor: row.actor,
    action: row.action,
    before: parse(row.before),
    after: parse(row.after),
    createdAt: row.created_at,
  };
}

const maskList = (list: object[] | undefined) => list?.map((item) => maskRecord(item));

/** The detail of one application, or undefined when there is none. */
export async function applicationDetail(
  deps: BackOfficeDeps,
  merchantId: string,
): Promise<ApplicationDetail | undefined> {
  const { repos, bo } = deps;
  const status = await deps.backOffice.statusOf(merchantId);
  const merchant = await repos.merchants.findById(merchantId);
  const account = await repos.merchantAccounts.get(merchantId);
  if (!status || !merchant || !account) return undefined;
  const sections = await repos.merchantSections.get(merchantId);
  const facts = merchantFacts(merchant, sections);
  const tested = await bo.testTransactions.locationsWithTransaction(merchantId);
  const forms = formCompletedStateOf(merchant);
  const revisions = await revisionRecords(repos.revisions, merchantId, deps.clock());
  // While a request is open to the merchant, only INELIGIBLE is decided (it withdraws it).
  const waiting = revisions.some((record) => isOpenRevisionState(record.state));
  return {
    id: merchant.id,
    email: merchant.email,
    storeName: facts.storeName,
    registeredCountry: facts.registeredCountry,
    onboardingStatus: status,
    onboardingGroup: account.onboardingGroup,
    createdAt: merchant.created_at,
    mlsProspectRef: account.mlsProspectRef,
    opportunityStage: account.opportunityStage,
    opportunityOwnerEmail: account.opportunityOwnerEmail,
    ownerControls: account.ownerControls,
    merchantId: account.merchantId,
    secretKey: account.secretKey ? maskValue(account.secretKey) : '',
    accountRequestPending: await bo.accountRequests.isPending(merchantId),
    formCompletedState: forms,
    cashPay: {
      cashPayEligible: account.cashPayEligible,
      cashPayOnboardingStatus: account.cashPayOnboardingStatus,
      cashPayIntegrationComplete: account.cashPayIntegrationComplete,
      cashPayInvalidFee: account.cashPayInvalidFee,
      cashPayForm: forms.cashPayForm,
      cashPayAgreementAccepted: forms.cashPayAgreementAccepted,
      customizeCashPayProfileComplete: account.customizeCashPayProfileComplete,
      cashPayChannel: account.cashPayChannel,
    },
    agreementAcceptances: (await repos.agreements.acceptances(merchantId)).map(acceptanceOf),
    accountMark: account.accountMark || null,
    contactEmails: await repos.accountContacts.emailsOf(merchantId),
    administratorEmails: await repos.accountContacts.administratorsOf(merchantId),
    allowedDecisions: allowedComplianceDecisions(status).filter(
      (decision) => !waiting || decision === 'INELIGIBLE',
    ),
    storeLocations: facts.storeLocations.map((location) => ({
      ...location,
      testTransactionRecorded: tested.has(location.id),
    })),
    sections: {
      lead: leadOf(merchant),
      companyInformation: sections.companyInformation && maskRecord(sections.companyInformation),
      storeDetails: sections.storeDetails,
      owners: maskList(sections.owners),
      locations: sections.locations,
      primaryBank: sections.primaryBank && maskRecord(sections.primaryBank),
      secondaryBank: sections.secondaryBank && maskRecord(sections.secondaryBank),
      customerSupport: sections.customerSupport,
      cashPay: sections.cashPay,
    },
    audit: (await bo.audit.forMerchant(merchantId)).map(auditEntry),
    revisions,
  };
}
