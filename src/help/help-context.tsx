/**
 * The support actor of the onboarding and status pages: the Contact Us machine with its real calls.
 * Created once by HelpChrome and handed down to the FAQ modal, the footer and the modal.
 */
import { useActorRef } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { contactUsMachine } from '../../machines/contact-us.machine';
import { loadSupportFacts, sendHelpDeskEmail } from './help-calls';
import { ACTOR_NAMES, inspectedAs } from '../app/app-inspector';

/** The Contact Us machine with the app's calls. */
export const appContactUsMachine = contactUsMachine.provide({
  actors: {
    loadSupportFacts: fromPromise(({ signal }) => loadSupportFacts(signal)),
    sendHelpDeskEmail: fromPromise(({ input, signal }) => sendHelpDeskEmail(input, signal)),
  },
});

export type ContactUsActor = ActorRefFrom<typeof contactUsMachine>;

const SupportContext = createContext<ContactUsActor | null>(null);

/** Starts the support actor for its children. */
export function HelpProvider(props: { children: ReactNode; machine?: typeof contactUsMachine }) {
  const actor = useActorRef(
    props.machine ?? appContactUsMachine,
    inspectedAs(ACTOR_NAMES.contactUs),
  );
  return <SupportContext.Provider value={actor}>{props.children}</SupportContext.Provider>;
}

/** The support actor; read it with useSelector and send it events. */
export function useHelp(): ContactUsActor {
  const actor = useContext(SupportContext);
  if (!actor) throw new Error('useHelp needs HelpProvider');
  return actor;
}
