/**
 * The actors of the status page: the compliance status (run by the journey for /status and /cash)
 * and the card steps (created once the status is known, from its flags), with the app's calls. Views read them
 * with useSelector through the hooks below.
 */
import { useActorRef } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { helpArticleUrl } from '../../../domain/status/help-articles';
import {
  directDebitStepMachine,
  integrationStepsMachine,
  messagingStepMachine,
  trainingStepMachine,
} from '../../../machines/status-steps.machine';
import type { StepActors } from '../../../machines/journey-steps';
import { useBrand } from '../../app/app-context';
import { useRunningStep } from '../../app/step-actor';
import { ACTOR_NAMES, inspectedAs } from '../../app/app-inspector';
import * as calls from './status-calls';
import type { PageStatus } from './status-calls';

export type ComplianceActor = StepActors['status'];
export interface StatusStepActors {
  messaging: ActorRefFrom<typeof messagingStepMachine>;
  training: ActorRefFrom<typeof trainingStepMachine>;
  directDebit: ActorRefFrom<typeof directDebitStepMachine>;
  integration: ActorRefFrom<typeof integrationStepsMachine>;
}

/** doc 1 §3: messagingComplete is "also a local storage flag". */
export const MESSAGING_COMPLETE_KEY = 'merchantPortal.messagingComplete';

export function messagingDoneInBrowser(): boolean {
  try {
    return localStorage.getItem(MESSAGING_COMPLETE_KEY) === 'true';
  } catch {
    return false;
  }
}

const StepsContext = createContext<StatusStepActors | null>(null);

/** Starts the card steps from the merchant's flags. */
export function StatusStepsProvider({
  status,
  children,
}: {
  status: PageStatus;
  children: ReactNode;
}) {
  const compliance = useCompliance();
  const brand = useBrand();
  // Calls that answer the whole status context hand it to the compliance actor, which keeps what
  // the page read beside it (the platform, store name and flags).
  const statusChanged = (_: unknown, params: { status: PageStatus }) =>
    compliance.send({ type: 'status.update', status: params.status });
  const updateUser = fromPromise(({ input, signal }: { input: object; signal: AbortSignal }) =>
    calls.updateUser(input, signal),
  );
  const messaging = useActorRef(
    messagingStepMachine.provide({
      actors: { updateUser },
      actions: {
        statusChanged,
        rememberComplete: () => localStorage.setItem(MESSAGING_COMPLETE_KEY, 'true'),
      },
    }),
    {
      input: { complete: status.messagingComplete || messagingDoneInBrowser() },
      ...inspectedAs(ACTOR_NAMES.messagingStep),
    },
  );
  const training = useActorRef(
    trainingStepMachine.provide({
      actors: { updateUser },
      actions: {
        statusChanged,
        openTrainingLink: () =>
          window.open(
            helpArticleUrl(brand.customerLoginUrl, 'trainingVideo'),
            '_blank',
            'noopener',
          ),
      },
    }),
    {
      input: { complete: status.inStoreTrainingComplete },
      ...inspectedAs(ACTOR_NAMES.trainingStep),
    },
  );
  const directDebit = useActorRef(
    directDebitStepMachine.provide({ actors: { updateUser }, actions: { statusChanged } }),
    {
      input: { complete: status.inStoreDirectDebitAuthorized },
      ...inspectedAs(ACTOR_NAMES.directDebitStep),
    },
  );
  const integration = useActorRef(
    integrationStepsMachine.provide({
      actors: {
        updateGatewayEnabled: fromPromise(({ input, signal }) =>
          calls.updateGatewayEnabled(input.isEnabled, signal),
        ),
      },
      // doc 1 §4: "Verify sets gateway enabled true then refetches the user".
      actions: { refetchStatus: () => compliance.send({ type: 'status.refetch' }) },
    }),
    {
      input: { gatewayEnabled: status.gatewayEnabled },
      ...inspectedAs(ACTOR_NAMES.integrationSteps),
    },
  );
  return (
    <StepsContext.Provider value={{ messaging, training, directDebit, integration }}>
      {children}
    </StepsContext.Provider>
  );
}

/** The compliance actor the journey runs for /status and /cash. */
export function useCompliance(): ComplianceActor {
  return useRunningStep('status');
}

export function useStatusSteps(): StatusStepActors {
  const actors = useContext(StepsContext);
  if (!actors) throw new Error('useStatusSteps needs StatusStepsProvider');
  return actors;
}
