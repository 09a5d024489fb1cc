/** The types of the app's long-lived actors: the session, the feature flags and the journey. */
import type { ActorRefFrom } from 'xstate';
import type { flagsMachine } from '../../machines/flags/flags.machine';
import type { journeyWithIO } from '../../machines/journey/journey-io';
import type { sessionMachine } from '../../machines/session/session.machine';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type FlagsActor = ActorRefFrom<typeof flagsMachine>;
export type JourneyActor = ActorRefFrom<ReturnType<typeof journeyWithIO>>;
