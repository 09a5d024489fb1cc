/**
 * The business details actor, handed down to its views through `createActorContext`: the page
 * gives the Provider the machine with the app's calls (`logic`) and the inspector name.
 */
import { createActorContext } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { onboardingMachine } from '../../../machines/onboarding.machine';

export type OnboardingActor = ActorRefFrom<typeof onboardingMachine>;

export const OnboardingActorContext = createActorContext(onboardingMachine);

/** The business details actor; read it with useSelector and send it events. */
export const useOnboardingActor: () => OnboardingActor = OnboardingActorContext.useActorRef;
