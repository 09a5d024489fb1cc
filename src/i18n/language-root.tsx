/** The messages of the language the visit's language machine shows, for everything under it. */
import type { ReactNode } from 'react';
import { useActorView } from '../app/use-actor-view';
import { Catalogue } from './catalogue';
import type { LanguageActor } from './language-switch';

export function LanguageRoot(props: { language: LanguageActor; children: ReactNode }) {
  const language = useActorView(props.language, (s) => s.context.language);
  return <Catalogue language={language}>{props.children}</Catalogue>;
}
