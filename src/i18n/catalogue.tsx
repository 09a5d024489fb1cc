/**
 * The active language's messages for the views under it. The app's root holds the first part;
 * a page whose words are in another part waits for it under `CataloguePartOf`.
 */
import {
  createContext,
  use,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '../../domain/i18n/language';
import { toLanguage } from '../../domain/i18n/language';
import {
  cataloguePart,
  loadedSoFar,
  partsLoaded,
  subscribeToParts,
  type CataloguePart,
} from './catalogue-parts';
import { reportIntlError } from './intl-errors';

export function Catalogue(props: { language: Language; children: ReactNode }) {
  const first = usePart(props.language, 'first');
  return (
    <Messages language={props.language} messages={first}>
      {props.children}
    </Messages>
  );
}

/** True under a provider that already holds every message (the tests' catalogue). */
export const WholeCatalogue = createContext(false);

export function CataloguePartOf(props: {
  part: Exclude<CataloguePart, 'first'>;
  children: ReactNode;
}) {
  if (useContext(WholeCatalogue)) return props.children;
  return <LoadPart part={props.part}>{props.children}</LoadPart>;
}

/** The rest of the catalogue, which every page past the sign-in reads. */
export function RestOfCatalogue(props: { children: ReactNode }) {
  return <CataloguePartOf part="rest">{props.children}</CataloguePartOf>;
}

function LoadPart(props: { part: Exclude<CataloguePart, 'first'>; children: ReactNode }) {
  const outer = useIntl();
  const language = toLanguage(outer.locale) ?? 'en';
  const first = usePart(language, 'first');
  const rest = usePart(language, props.part);
  const messages = useMemo(() => ({ ...first, ...rest }), [first, rest]);
  return (
    <Messages language={language} messages={messages}>
      {props.children}
    </Messages>
  );
}

/**
 * The staff's words: the operations console reads English whatever the visit's language
 * (docs/decisions/0267-french-for-canadian-merchants.md), the messages it says too.
 */
export function InEnglish(props: { children: ReactNode }) {
  if (useIntl().locale === 'en') return props.children;
  return <EnglishParts>{props.children}</EnglishParts>;
}

function EnglishParts(props: { children: ReactNode }) {
  const first = usePart('en', 'first');
  const rest = usePart('en', 'rest');
  const messages = useMemo(() => ({ ...first, ...rest }), [first, rest]);
  return (
    <Messages language="en" messages={messages}>
      {props.children}
    </Messages>
  );
}

/**
 * Every part of the catalogue loaded so far, for what shows over any page (the toasts): a toast
 * a page past the sign-in raises says that page's words, which are here by then. A part that
 * loads later is taken up as it arrives.
 */
export function LoadedSoFar(props: { children: ReactNode }) {
  if (useContext(WholeCatalogue)) return props.children;
  return <SoFar>{props.children}</SoFar>;
}

function SoFar(props: { children: ReactNode }) {
  const language = toLanguage(useIntl().locale) ?? 'en';
  const parts = useSyncExternalStore(subscribeToParts, partsLoaded);
  const messages = useMemo(
    () => loadedSoFar(language),
    // `parts` changes as parts load: the messages are gathered again then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, parts],
  );
  return (
    <Messages language={language} messages={messages}>
      {props.children}
    </Messages>
  );
}

/**
 * A part's messages: at once when here, else the view waits for them (Suspense). Always through
 * `use`, never around it: React may replay a render that waited, and a `use` skipped on the replay
 * would shift the hooks after it.
 */
function usePart(language: Language, part: CataloguePart) {
  return use(cataloguePart(language, part));
}

/** The provider of one set of messages, as every catalogue component gives it. */
function Messages(props: { language: Language; messages: object; children: ReactNode }) {
  return (
    <IntlProvider
      locale={props.language}
      defaultLocale="en"
      messages={props.messages as never}
      onError={reportIntlError}
    >
      {props.children}
    </IntlProvider>
  );
}
