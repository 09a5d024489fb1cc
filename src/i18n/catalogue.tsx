/**
 * The active language's messages for the views under it. The app's root holds the first part;
 * the pages past the sign-in wait for the rest under `RestOfCatalogue`.
 */
import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '../../domain/i18n/language';
import { toLanguage } from '../../domain/i18n/language';
import { cataloguePart, loadedPart, type CataloguePart } from './catalogue-parts';
import { reportIntlError } from './intl-errors';

export function Catalogue(props: { language: Language; children: ReactNode }) {
  const first = usePart(props.language, 'first');
  return (
    <IntlProvider
      locale={props.language}
      defaultLocale="en"
      messages={first as never}
      onError={reportIntlError}
    >
      {props.children}
    </IntlProvider>
  );
}

/** True under a provider that already holds every message (the tests' catalogue). */
export const WholeCatalogue = createContext(false);

export function RestOfCatalogue(props: { children: ReactNode }) {
  if (useContext(WholeCatalogue)) return props.children;
  return <LoadRest>{props.children}</LoadRest>;
}

function LoadRest(props: { children: ReactNode }) {
  const outer = useIntl();
  const language = toLanguage(outer.locale) ?? 'en';
  const first = usePart(language, 'first');
  const rest = usePart(language, 'rest');
  const messages = useMemo(() => ({ ...first, ...rest }), [first, rest]);
  return (
    <IntlProvider
      locale={language}
      defaultLocale="en"
      messages={messages as never}
      onError={reportIntlError}
    >
      {props.children}
    </IntlProvider>
  );
}

/** A part's messages: at once when here, else the view waits for them (Suspense). */
function usePart(language: Language, part: CataloguePart) {
  return loadedPart(language, part) ?? use(cataloguePart(language, part));
}
