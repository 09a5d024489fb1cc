/** Every statechart of the portal, with the file it lives in and the actor names it runs under. */
import type { AnyStateMachine } from 'xstate';
import { ACTOR_NAMES } from '../inspector/actor-names';
import { bankMachine } from '../bank/bank.machine';
import { cashPayMachine } from '../cash-pay/cash-pay.machine';
import { collectionMachine } from '../business-details/collection.machine';
import { statusMachine } from '../status/status.machine';
import { contactUsMachine } from '../help/contact-us.machine';
import { flagsMachine } from '../flags/flags.machine';
import { stateLogMachine } from '../state-log/state-log.machine';
import { customerSupportMachine } from '../customer-support/customer-support.machine';
import {
  inStoreActivationMachine,
  storeActivationMachine,
} from '../status/in-store-activation.machine';
import { journeyMachine } from '../journey/journey.machine';
import { leadMachine } from '../lead/lead.machine';
import { merchantAgreementMachine } from '../agreement/merchant-agreement.machine';
import { businessDetailsMachine } from '../business-details/business-details.machine';
import { agreementsMachine } from '../ops/agreements.machine';
import { applicationMachine } from '../ops/application.machine';
import { applicationsListMachine } from '../ops/applications-list.machine';
import { funnelMachine } from '../ops/funnel.machine';
import { revisionMachine } from '../revision/revision.machine';
import { languageMachine } from '../i18n/language.machine';
import { maintenanceMachine } from '../ops/maintenance.machine';
import { opsSessionMachine } from '../ops/ops-session.machine';
import { pollWithRetriesMachine } from '../calls/poll-with-retries';
import { sessionMachine } from '../session/session.machine';
import {
  directDebitStepMachine,
  integrationStepsMachine,
  messagingStepMachine,
} from '../status/status-steps.machine';
import { trainingStepMachine } from '../status/training-step.machine';
import { uploadMachine } from '../business-details/upload.machine';
import { addressSearchMachine } from '../business-details/address-search.machine';
import { providerAccountMachine } from '../status/provider-account.machine';

export interface CataloguedMachine {
  /** The docs file name: `docs/statecharts/<name>.md`. */
  name: string;
  title: string;
  source: string;
  exportName: string;
  machine: AnyStateMachine;
  /** How the app's actors running it are named in the inspectors. */
  actorNames: string;
}

const entry = (
  name: string,
  title: string,
  source: string,
  exportName: string,
  machine: AnyStateMachine,
  actorNames: string,
): CataloguedMachine => ({ name, title, source, exportName, machine, actorNames });

export const MACHINE_CATALOGUE: readonly CataloguedMachine[] = [
  entry(
    'journey',
    'Journey: the merchant from sign-in to the status page',
    'journey/journey.machine.ts',
    'journeyMachine',
    journeyMachine,
    ACTOR_NAMES.journey,
  ),
  entry(
    'session',
    'Session',
    'session/session.machine.ts',
    'sessionMachine',
    sessionMachine,
    ACTOR_NAMES.session,
  ),
  entry(
    'language',
    "Language: English or Canadian French, the session's child",
    'i18n/language.machine.ts',
    'languageMachine',
    languageMachine,
    'language (spawned by the session)',
  ),
  entry('lead', 'Lead form', 'lead/lead.machine.ts', 'leadMachine', leadMachine, ACTOR_NAMES.lead),
  entry(
    'business-details',
    'Business details',
    'business-details/business-details.machine.ts',
    'businessDetailsMachine',
    businessDetailsMachine,
    ACTOR_NAMES.businessDetails,
  ),
  entry(
    'collection',
    'Owners and store locations',
    'business-details/collection.machine.ts',
    'collectionMachine',
    collectionMachine,
    `${ACTOR_NAMES.owners}, ${ACTOR_NAMES.locations}`,
  ),
  entry(
    'bank',
    'Bank details',
    'bank/bank.machine.ts',
    'bankMachine',
    bankMachine,
    ACTOR_NAMES.bank,
  ),
  entry(
    'customer-support',
    'Customer support details',
    'customer-support/customer-support.machine.ts',
    'customerSupportMachine',
    customerSupportMachine,
    ACTOR_NAMES.customerSupport,
  ),
  entry(
    'status',
    'Status page: compliance review',
    'status/status.machine.ts',
    'statusMachine',
    statusMachine,
    ACTOR_NAMES.status,
  ),
  entry(
    'messaging-step',
    'Status page: messaging step',
    'status/status-steps.machine.ts',
    'messagingStepMachine',
    messagingStepMachine,
    ACTOR_NAMES.messagingStep,
  ),
  entry(
    'training-step',
    'Status page: training step and its retention check',
    'status/training-step.machine.ts',
    'trainingStepMachine',
    trainingStepMachine,
    ACTOR_NAMES.trainingStep,
  ),
  entry(
    'direct-debit-step',
    'Status page: direct debit step',
    'status/status-steps.machine.ts',
    'directDebitStepMachine',
    directDebitStepMachine,
    ACTOR_NAMES.directDebitStep,
  ),
  entry(
    'integration-steps',
    'Status page: integration steps',
    'status/status-steps.machine.ts',
    'integrationStepsMachine',
    integrationStepsMachine,
    ACTOR_NAMES.integrationSteps,
  ),
  entry(
    'provider-account',
    'Status page: provider account and API credentials',
    'status/provider-account.machine.ts',
    'providerAccountMachine',
    providerAccountMachine,
    ACTOR_NAMES.apiCredentials,
  ),
  entry(
    'cash-pay',
    'Cash pay',
    'cash-pay/cash-pay.machine.ts',
    'cashPayMachine',
    cashPayMachine,
    ACTOR_NAMES.cashPay,
  ),
  entry(
    'in-store-activation',
    'In-store activation',
    'status/in-store-activation.machine.ts',
    'inStoreActivationMachine',
    inStoreActivationMachine,
    ACTOR_NAMES.inStore,
  ),
  entry(
    'store-activation',
    'In-store activation of one store',
    'status/in-store-activation.machine.ts',
    'storeActivationMachine',
    storeActivationMachine,
    'in-store:<store id>',
  ),
  entry(
    'contact-us',
    'Contact us',
    'help/contact-us.machine.ts',
    'contactUsMachine',
    contactUsMachine,
    ACTOR_NAMES.contactUs,
  ),
  entry(
    'merchant-agreement',
    'Merchant agreement page',
    'agreement/merchant-agreement.machine.ts',
    'merchantAgreementMachine',
    merchantAgreementMachine,
    ACTOR_NAMES.merchantAgreement,
  ),
  entry(
    'poll-with-retries',
    'Polling with retries',
    'poll-with-retries.ts',
    'pollWithRetriesMachine',
    pollWithRetriesMachine,
    'statusRetries, storePoll, accountPoll (invoked)',
  ),
  entry(
    'upload',
    'File upload field',
    'business-details/upload.machine.ts',
    'uploadMachine',
    uploadMachine,
    'one per upload field (not named)',
  ),
  entry(
    'address-search',
    'Street search of an address',
    'business-details/address-search.machine.ts',
    'addressSearchMachine',
    addressSearchMachine,
    ACTOR_NAMES.addressSearch,
  ),
  entry(
    'flags',
    'Feature flags',
    'flags/flags.machine.ts',
    'flagsMachine',
    flagsMachine,
    ACTOR_NAMES.flags,
  ),
  entry(
    'revision',
    'Request for changes (run by the server)',
    'revision/revision.machine.ts',
    'revisionMachine',
    revisionMachine,
    'server: one per open request, kept by server/revision/revision-keeper.ts',
  ),
  entry(
    'state-log',
    'Debug state log',
    'state-log/state-log.machine.ts',
    'stateLogMachine',
    stateLogMachine,
    'state log (started only while its flag is on)',
  ),
  ...(
    [
      ['ops-session', 'Console: session', 'ops-session', 'opsSessionMachine', opsSessionMachine],
      [
        'ops-applications-list',
        'Console: applications list',
        'applications-list',
        'applicationsListMachine',
        applicationsListMachine,
      ],
      [
        'ops-application',
        'Console: one application',
        'application',
        'applicationMachine',
        applicationMachine,
      ],
      [
        'ops-maintenance',
        'Console: maintenance switch',
        'maintenance',
        'maintenanceMachine',
        maintenanceMachine,
      ],
      [
        'ops-agreements',
        'Console: merchant agreements',
        'agreements',
        'agreementsMachine',
        agreementsMachine,
      ],
      ['ops-funnel', 'Console: funnel', 'funnel', 'funnelMachine', funnelMachine],
    ] as const
  ).map(([name, title, file, exportName, machine]) =>
    entry(name, title, `ops/${file}.machine.ts`, exportName, machine, 'console (not named)'),
  ),
];
