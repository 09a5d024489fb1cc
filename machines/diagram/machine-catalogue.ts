/** Every statechart of the portal, with the file it lives in and the actor names it runs under. */
import type { AnyStateMachine } from 'xstate';
import { ACTOR_NAMES } from '../actor-names';
import { bankMachine } from '../bank.machine';
import { cashPayMachine } from '../cash-pay.machine';
import { collectionMachine } from '../collection.machine';
import { complianceMachine } from '../compliance.machine';
import { contactUsMachine } from '../contact-us.machine';
import { flagsMachine } from '../flags.machine';
import { stateLogMachine } from '../state-log.machine';
import { customerSupportMachine } from '../customer-support.machine';
import { inStoreActivationMachine, storeActivationMachine } from '../in-store-activation.machine';
import { journeyMachine } from '../journey/journey.machine';
import { leadMachine } from '../lead.machine';
import { merchantAgreementMachine } from '../merchant-agreement.machine';
import { onboardingMachine } from '../onboarding.machine';
import { agreementsMachine } from '../ops/agreements.machine';
import { applicationMachine } from '../ops/application.machine';
import { applicationsListMachine } from '../ops/applications-list.machine';
import { maintenanceMachine } from '../ops/maintenance.machine';
import { opsSessionMachine } from '../ops/ops-session.machine';
import { pollWithRetriesMachine } from '../poll-with-retries';
import { sessionMachine } from '../session.machine';
import {
  directDebitStepMachine,
  integrationStepsMachine,
  messagingStepMachine,
  trainingStepMachine,
} from '../status-steps.machine';
import { uploadMachine } from '../upload.machine';
import { addressSearchMachine } from '../address-search.machine';
import { providerAccountMachine } from '../provider-account.machine';

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
    'session.machine.ts',
    'sessionMachine',
    sessionMachine,
    ACTOR_NAMES.session,
  ),
  entry('lead', 'Lead form', 'lead.machine.ts', 'leadMachine', leadMachine, ACTOR_NAMES.lead),
  entry(
    'onboarding',
    'Business details',
    'onboarding.machine.ts',
    'onboardingMachine',
    onboardingMachine,
    ACTOR_NAMES.businessDetails,
  ),
  entry(
    'collection',
    'Owners and store locations',
    'collection.machine.ts',
    'collectionMachine',
    collectionMachine,
    `${ACTOR_NAMES.owners}, ${ACTOR_NAMES.locations}`,
  ),
  entry('bank', 'Bank details', 'bank.machine.ts', 'bankMachine', bankMachine, ACTOR_NAMES.bank),
  entry(
    'customer-support',
    'Customer support details',
    'customer-support.machine.ts',
    'customerSupportMachine',
    customerSupportMachine,
    ACTOR_NAMES.customerSupport,
  ),
  entry(
    'compliance',
    'Status page: compliance review',
    'compliance.machine.ts',
    'complianceMachine',
    complianceMachine,
    ACTOR_NAMES.status,
  ),
  entry(
    'messaging-step',
    'Status page: messaging step',
    'status-steps.machine.ts',
    'messagingStepMachine',
    messagingStepMachine,
    ACTOR_NAMES.messagingStep,
  ),
  entry(
    'training-step',
    'Status page: training step',
    'status-steps.machine.ts',
    'trainingStepMachine',
    trainingStepMachine,
    ACTOR_NAMES.trainingStep,
  ),
  entry(
    'direct-debit-step',
    'Status page: direct debit step',
    'status-steps.machine.ts',
    'directDebitStepMachine',
    directDebitStepMachine,
    ACTOR_NAMES.directDebitStep,
  ),
  entry(
    'integration-steps',
    'Status page: integration steps',
    'status-steps.machine.ts',
    'integrationStepsMachine',
    integrationStepsMachine,
    ACTOR_NAMES.integrationSteps,
  ),
  entry(
    'provider-account',
    'Status page: provider account and API credentials',
    'provider-account.machine.ts',
    'providerAccountMachine',
    providerAccountMachine,
    ACTOR_NAMES.apiCredentials,
  ),
  entry(
    'cash-pay',
    'Cash pay',
    'cash-pay.machine.ts',
    'cashPayMachine',
    cashPayMachine,
    ACTOR_NAMES.cashPay,
  ),
  entry(
    'in-store-activation',
    'In-store activation',
    'in-store-activation.machine.ts',
    'inStoreActivationMachine',
    inStoreActivationMachine,
    ACTOR_NAMES.inStore,
  ),
  entry(
    'store-activation',
    'In-store activation of one store',
    'in-store-activation.machine.ts',
    'storeActivationMachine',
    storeActivationMachine,
    'in-store:<store id>',
  ),
  entry(
    'contact-us',
    'Contact us',
    'contact-us.machine.ts',
    'contactUsMachine',
    contactUsMachine,
    ACTOR_NAMES.contactUs,
  ),
  entry(
    'merchant-agreement',
    'Merchant agreement page',
    'merchant-agreement.machine.ts',
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
    'upload.machine.ts',
    'uploadMachine',
    uploadMachine,
    'one per upload field (not named)',
  ),
  entry(
    'address-search',
    'Street search of an address',
    'address-search.machine.ts',
    'addressSearchMachine',
    addressSearchMachine,
    ACTOR_NAMES.addressSearch,
  ),
  entry(
    'flags',
    'Feature flags',
    'flags.machine.ts',
    'flagsMachine',
    flagsMachine,
    ACTOR_NAMES.flags,
  ),
  entry(
    'state-log',
    'Debug state log',
    'state-log.machine.ts',
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
    ] as const
  ).map(([name, title, file, exportName, machine]) =>
    entry(name, title, `ops/${file}.machine.ts`, exportName, machine, 'console (not named)'),
  ),
];
