/**
 * Views say texts in the active language: `useSay()` for a string (a label, an aria-label, an
 * option), `<Say>` for a message that holds markup such as `<b>…</b>`.
 */
import { Fragment, useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '../../domain/i18n/language';
import { toLanguage } from '../../domain/i18n/language';
import type { Text } from '../../domain/i18n/message';
import { isMessage } from '../../domain/i18n/message';
import { sayWith } from '../../domain/i18n/say';

export type SayText = (text: Text | null | undefined) => string;

export function useSay(): SayText {
  const intl = useIntl();
  return useCallback(
    (text) =>
      sayWith((id, values) => intl.formatMessage({ id }, values as Record<string, string>), text),
    [intl],
  );
}

/** The active language, for `Intl` formatting a message does not cover. */
export function useLanguage(): Language {
  return toLanguage(useIntl().locale) ?? 'en';
}

/** Markup a message may hold: `<b>` for strong words, `<br></br>` is not used. */
const TAGS = {
  b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
  i: (chunks: ReactNode[]) => <em>{chunks}</em>,
};

/** A text with markup, and extra tags (a link) the view supplies. */
export function Say(props: {
  text: Text | null | undefined;
  tags?: Record<string, (chunks: ReactNode[]) => ReactNode>;
}) {
  const intl = useIntl();
  const say = useSay();
  const { text } = props;
  if (!isMessage(text)) return <>{text ?? ''}</>;
  const values: Record<string, unknown> = { ...TAGS, ...props.tags };
  for (const [name, value] of Object.entries(text.values ?? {})) {
    values[name] = isMessage(value) ? say(value) : value;
  }
  const parts = intl.formatMessage({ id: text.id }, values as Record<string, ReactNode>);
  return <Fragment>{parts}</Fragment>;
}
