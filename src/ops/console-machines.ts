/**
 * The console's machines (machines/ops) with their calls answered by the call layer (ops-api.ts),
 * and each screen's machine told to end the console session when a call is answered 401.
 */
import { fromPromise, type ActorRefFrom } from 'xstate';
import { agreementsMachine } from '../../machines/ops/agreements.machine';
import {
  applicationMachine,
  type ApplicationChangeInput,
} from '../../machines/ops/application.machine';
import { applicationsListMachine } from '../../machines/ops/applications-list.machine';
import { funnelMachine } from '../../machines/ops/funnel.machine';
import { maintenanceMachine } from '../../machines/ops/maintenance.machine';
import { opsSessionMachine } from '../../machines/ops/ops-session.machine';
import { opsApi } from './ops-api';

export const consoleSessionMachine = opsSessionMachine.provide({
  actors: {
    loadMe: fromPromise(() => opsApi.me()),
    logIn: fromPromise(({ input }) => opsApi.login(input)),
    logOut: fromPromise(async () => {
      await opsApi.logout();
    }),
  },
});
export type ConsoleSessionRef = ActorRefFrom<typeof consoleSessionMachine>;

/** The call that saves one change of an application. */
function saveChange({ id, change }: ApplicationChangeInput) {
  switch (change.kind) {
    case 'decision':
      return opsApi.decide(id, {
        decision: change.decision,
        ...(change.note ? { note: change.note } : {}),
      });
    case 'opportunityStage':
      return opsApi.setOpportunityStage(id, {
        opportunityStage: change.opportunityStage,
        opportunityOwnerEmail: change.opportunityOwnerEmail,
      });
    case 'onboardingGroup':
      return opsApi.setOnboardingGroup(id, { onboardingGroup: change.onboardingGroup });
    case 'ownerControls':
      return opsApi.setOwnerControls(id, { ownerControls: change.ownerControls });
    case 'cashPay':
      return opsApi.setCashPay(id, change.change);
    case 'accountMark':
      return opsApi.setAccountMark(id, change.mark);
    case 'contacts':
      return opsApi.setContacts(id, change.contactEmails, change.administratorEmails);
    case 'testTransaction':
      return opsApi.recordTestTransaction(id, change.storeLocationId);
    case 'revision':
      return opsApi.requestRevision(id, change.request);
    case 'revisionWithdraw':
      return opsApi.withdrawRevision(id);
  }
}

/** The screen machines, each ending `session` on a 401. */
export function screenMachines(session: ConsoleSessionRef) {
  const sessionExpired = () => session.send({ type: 'ops.expired' });
  return {
    list: applicationsListMachine.provide({
      actors: { loadApplications: fromPromise(({ input }) => opsApi.applications(input)) },
      actions: { sessionExpired },
    }),
    application: applicationMachine.provide({
      actors: {
        loadApplication: fromPromise(({ input }) => opsApi.application(input)),
        saveChange: fromPromise(({ input }) => saveChange(input)),
      },
      actions: { sessionExpired },
    }),
    agreements: agreementsMachine.provide({
      actors: {
        generateAgreement: fromPromise(({ input }) => opsApi.generateAgreement(input)),
        updateAgreement: fromPromise(({ input }) => opsApi.updateAgreement(input)),
      },
      actions: { sessionExpired },
    }),
    funnel: funnelMachine.provide({
      actors: { loadFunnel: fromPromise(({ input }) => opsApi.funnel(input)) },
      actions: { sessionExpired },
    }),
    maintenance: maintenanceMachine.provide({
      actors: {
        loadMaintenance: fromPromise(() => opsApi.maintenance()),
        setMaintenance: fromPromise(({ input }) => opsApi.setMaintenance(input)),
      },
      actions: { sessionExpired },
    }),
  };
}
export type ScreenMachines = ReturnType<typeof screenMachines>;
