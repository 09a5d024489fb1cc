/**
 * The support actor of the onboarding and status pages: the Contact Us machine with the app's I/O.
 * Created once by HelpChrome and handed down to the FAQ modal, the footer and the modal through
 * `createActorContext`.
 */
import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { contactUsMachine } from '../../machines/help/contact-us.machine';
import { ACTOR_NAMES, inspectedAs } from '../app/app-inspector';
import { appContactUsMachine } from './help-io';

export type ContactUsActor = ActorRefFrom<typeof contactUsMachine>;

const HelpActorContext = createActorContext(contactUsMachine);

/** Starts the support actor for its children. */
export function HelpProvider(props: { children: ReactNode; machine?: typeof contactUsMachine }) {
  return (
    <HelpActorContext.Provider
      logic={props.machine ?? appContactUsMachine}
      options={inspectedAs(ACTOR_NAMES.contactUs)}
    >
      {props.children}
    </HelpActorContext.Provider>
  );
}

/** The support actor; read it with useActorView and send it events. */
export const useHelp: () => ContactUsActor = HelpActorContext.useActorRef;
