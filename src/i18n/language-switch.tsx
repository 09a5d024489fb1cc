/**
 * The header's language switch: the other language, named in its own words and marked with its
 * `lang`, as Canadian sites do. It sends the choice; the language machine decides the rest.
 */
import { Button } from '@mantine/core';
import type { ActorRefFrom } from 'xstate';
import { languageSwitchView } from '../../machines/i18n/language-view';
import type { languageMachine } from '../../machines/i18n/language.machine';
import { useActorView } from '../app/use-actor-view';
import { useSay } from './say';
import { sameView } from '../forms/same-view';
import type { SessionActor } from '../app/app-context';

export type LanguageActor = ActorRefFrom<typeof languageMachine>;

export function LanguageSwitch(props: { language: LanguageActor }) {
  const view = useActorView(props.language, languageSwitchView, sameView);
  const say = useSay();
  if (!view.shows) return null;
  return (
    <Button
      variant="subtle"
      size="compact-md"
      lang={view.other}
      loading={view.busy}
      onClick={() => props.language.send({ type: 'language.choose', language: view.other })}
    >
      {say(view.otherName)}
    </Button>
  );
}

/** The session's language child (machines/session: the session spawns it). */
export function languageOf(session: SessionActor): LanguageActor {
  return session.system.get('language') as LanguageActor;
}
