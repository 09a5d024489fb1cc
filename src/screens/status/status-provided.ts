/**
 * The status step as the journey starts it (src/app/step-loader.ts): the compliance machine of
 * /status and /cash with the real calls and the pushed status events. A declined merchant on
 * /cash is sent to the status page by the journey (the actor's parent).
 */
import { fromPromise, sendParent } from 'xstate';
import type { StatusContext } from '../../../domain/api/status-api';
import type { LoadedStep } from '../../../machines/journey-steps';
import { complianceMachine } from '../../../machines/compliance.machine';
import { pollWithRetriesMachine } from '../../../machines/poll-with-retries';
import { statusEventsActor } from '../../api/status-events';
import * as calls from './status-calls';

/** The status step of the signed-in merchant. */
export function statusStep(): LoadedStep {
  const logic = complianceMachine.provide({
    actors: {
      fetchStatus: fromPromise<StatusContext, void>(({ signal }) => calls.fetchPageStatus(signal)),
      fetchOpportunityStage: fromPromise(({ signal }) => calls.fetchOpportunityStage(signal)),
      retryStatus: pollWithRetriesMachine.provide({
        actors: { poll: fromPromise(({ signal }) => calls.fetchPageStatus(signal)) },
      }),
      statusEvents: statusEventsActor,
    },
    actions: {
      // doc 1 §2: INELIGIBLE always goes to the status page.
      routeToStatus: sendParent({ type: 'status.ineligible' }),
    },
  });
  return { logic, input: undefined };
}
