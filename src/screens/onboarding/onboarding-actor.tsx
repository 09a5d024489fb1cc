/** The business details actor, handed down to its views through a context of its own. */
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { onboardingMachine } from '../../../machines/onboarding.machine';

export type OnboardingActor = ActorRefFrom<typeof onboardingMachine>;

const OnboardingActorContext = createContext<OnboardingActor | null>(null);

/** Gives `actor` to the business details views. */
export function OnboardingActorProvider(props: { actor: OnboardingActor; children: ReactNode }) {
  return (
    <OnboardingActorContext.Provider value={props.actor}>
      {props.children}
    </OnboardingActorContext.Provider>
  );
}

/** The business details actor; read it with useSelector and send it events. */
export function useOnboardingActor(): OnboardingActor {
  const actor = useContext(OnboardingActorContext);
  if (!actor) throw new Error('useOnboardingActor needs OnboardingActorProvider');
  return actor;
}
