/**
 * The journey runs the actor of the step whose page it shows (docs/architecture.md §6): it is
 * started with what the app's loader gives, kept across session changes and section moves, and
 * stopped when the page is left; a step that ended moves the address bar with a new history entry.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, type AnyActorRef } from 'xstate';
import { APP_ROUTES } from '../domain/routing/app-routes';
import { emptyFormCompletedState } from '../domain/session/form-completion';
import { journeyMachine, type JourneyFacts } from './journey.machine';
import type { LoadedStep, StepRequest } from './journey-steps';

const none = emptyFormCompletedState();
const atBank = {
  ...none,
  storeForm: true,
  companyInfoForm: true,
  storeDetailsForm: true,
  businessOwnerForm: true,
};
const facts = (formCompletedState = atBank): JourneyFacts => ({
  booting: false,
  signInInProgress: false,
  userState: 'POST_LEAD',
  formCompletedState,
  onboardingStatus: null,
  isEligibleForCashPay: false,
  email: 'ada@shop.example',
});

/** A step machine that records the input it started with. */
const stepLogic = createMachine({
  context: ({ input }: { input: unknown }) => ({ input }),
});

/** The journey at `pathname`, its loader answering with `answer` and recording each request. */
function journeyAt(
  pathname: string,
  answer: () => Promise<LoadedStep> = async () => ({ logic: stepLogic, input: 'x' }),
) {
  const requests: StepRequest[] = [];
  const loader = fromPromise<LoadedStep, StepRequest>(({ input }) => {
    requests.push(input);
    return answer();
  });
  const reloads: number[] = [];
  const actor = createActor(
    journeyMachine.provide({
      actors: { loadStep: loader },
      actions: { reloadPage: () => void reloads.push(Date.now()) },
    }),
    { input: { facts: facts(), pathname, search: '?utm_source=mail' } },
  ).start();
  return { actor, requests, reloads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the step actors of the journey', () => {
  it('starts the bank step with what the loader gave, under the id of its step', async () => {
    const { actor, requests } = journeyAt(APP_ROUTES.bankInfo);
    expect(actor.getSnapshot().value).toEqual({ bank: 'loading' });
    await settle();
    expect(requests).toEqual([
      {
        step: 'bank',
        email: 'ada@shop.example',
        route: APP_ROUTES.bankInfo,
        search: '?utm_source=mail',
      },
    ]);
    expect(actor.getSnapshot().value).toEqual({ bank: 'running' });
    const bank = actor.getSnapshot().children.bank as AnyActorRef | undefined;
    expect(bank?.getSnapshot().context).toEqual({ input: 'x' });
  });

  it('keeps the running step across a session change on the same page, and stops it on leaving', async () => {
    const { actor, requests } = journeyAt(APP_ROUTES.bankInfo);
    await settle();
    const bank = actor.getSnapshot().children.bank;
    actor.send({ type: 'session.changed', facts: { ...facts(), isEligibleForCashPay: true } });
    expect(actor.getSnapshot().children.bank).toBe(bank);
    expect(requests).toHaveLength(1);

    actor.send({ type: 'session.changed', facts: facts({ ...atBank, bankForm: true }) });
    actor.send({ type: 'bank.done' });
    expect(actor.getSnapshot().context).toMatchObject({
      route: APP_ROUTES.customerSupport,
      move: 'push',
    });
    expect(actor.getSnapshot().children.bank).toBeUndefined();
    expect(bank?.getSnapshot().status).toBe('stopped');
    await settle();
    expect(Object.keys(actor.getSnapshot().children)).toContain('customerSupport');
  });

  it('a corrected path replaces the entry; a step whose code did not load offers Try again, which reloads', async () => {
    const lost = async (): Promise<LoadedStep> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    };
    const { actor, reloads } = journeyAt(APP_ROUTES.status, lost);
    // The forms stop at the bank step: /status is refused and the bank step is shown instead.
    expect(actor.getSnapshot().context).toMatchObject({
      route: APP_ROUTES.bankInfo,
      move: 'replace',
    });
    await settle();
    expect(actor.getSnapshot().hasTag('stepUnavailable')).toBe(true);
    expect(reloads).toHaveLength(0);
    actor.send({ type: 'step.retry' });
    // A browser keeps a failed module import: only a reload of the page fetches it anew.
    expect(reloads).toHaveLength(1);
  });
});
