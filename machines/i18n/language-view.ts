/** What the header's language switch shows (machines/i18n/language.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import type { Language } from '../../domain/i18n/language';
import { msg, type Message } from '../../domain/i18n/message';
import type { languageMachine } from './language.machine';

export interface LanguageSwitchView {
  /** Only a visit offered more than one language has a switch (Canada). */
  shows: boolean;
  language: Language;
  /** The language the switch moves to, named in its own words ("Français", "English"). */
  other: Language;
  otherName: Message;
  /** The other language's catalogue is loading. */
  busy: boolean;
}

const NAMES: Record<Language, Message> = {
  en: msg('common.language.en'),
  'fr-CA': msg('common.language.fr-CA'),
};

export function languageSwitchView(
  snapshot: SnapshotFrom<typeof languageMachine>,
): LanguageSwitchView {
  const { language, offered } = snapshot.context;
  const other = offered.find((candidate) => candidate !== language) ?? language;
  return {
    shows: offered.length > 1,
    language,
    other,
    otherName: NAMES[other],
    busy: snapshot.matches('loading'),
  };
}
