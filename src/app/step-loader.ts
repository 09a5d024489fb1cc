/**
 * The journey's step loader (machines/journey.machine.ts `loadStep`): when a step's page is
 * entered, its code is loaded (each step is its own chunk, so the first page carries none of
 * them) and its machine is given the app's calls and its input from this browser.
 */
import { fromPromise } from 'xstate';
import { STEP_SYSTEM_IDS, type LoadedStep, type StepRequest } from '../../machines/journey-steps';
import type { Brand } from '../../domain/brands/brands';
import type { FlagsActor, SessionActor } from './app-context';
import { lazyScreen, STEP_RELOADED_FLAG } from './lazy-screen';

/**
 * What a step's machine is given besides its calls: the session, the flags and the brand of the
 * visit (the status page's training link is the brand's).
 */
export interface StepDeps {
  session: SessionActor;
  flags: FlagsActor;
  brand: Brand;
}

/**
 * A step's chunk, with the rule of every page's chunk (doc 1 §2): a failed load reloads the page
 * once, a second failure rejects (the journey then offers Try again, which reloads), and loading
 * gives up after 120 s. A browser keeps a failed module import, so only a reload fetches it anew.
 */
const chunk = <T>(load: () => Promise<T>) =>
  lazyScreen(load, () => window.location.reload(), STEP_RELOADED_FLAG)();

async function loadStep(deps: StepDeps, request: StepRequest): Promise<LoadedStep> {
  switch (request.step) {
    case 'lead':
      return (await chunk(() => import('../screens/lead/lead-provided'))).leadStep(deps, request);
    case 'businessDetails':
      return (
        await chunk(() => import('../screens/onboarding/onboarding-provided'))
      ).businessDetailsStep(deps, request);
    case 'bank':
      return (await chunk(() => import('../screens/onboarding/bank/bank-provided'))).bankStep(deps);
    case 'customerSupport':
      return (
        await chunk(
          () => import('../screens/onboarding/customer-support/customer-support-provided'),
        )
      ).customerSupportStep(deps);
    case 'status':
      return (await chunk(() => import('../screens/status/status-provided'))).statusStep(
        deps,
        request,
      );
  }
}

/** The `loadStep` actor of the app's journey: each step shown by its name in the inspectors. */
export function appStepLoader(deps: StepDeps) {
  return fromPromise<LoadedStep, StepRequest>(async ({ input }) => ({
    ...(await loadStep(deps, input)),
    systemId: STEP_SYSTEM_IDS[input.step],
  }));
}
