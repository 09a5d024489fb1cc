/**
 * Loads the parts of the active language's catalogue, each once. Every part is its own chunk, so
 * a page holds only the language it speaks (docs/decisions/0267-french-for-canadian-merchants.md).
 */
import type { Language } from '../../domain/i18n/language';
import type { CataloguePart } from '../../domain/i18n/namespaces';

export type { CataloguePart } from '../../domain/i18n/namespaces';

/** Messages as the build compiles them (ICU syntax trees; scripts/catalogue-plugin.ts). */
export type CompiledMessages = Record<string, unknown>;

/** The first part is there before the first page; a page's own part loads with its code. */
const loaders: Record<Language, Record<CataloguePart, () => Promise<{ default: object }>>> = {
  en: {
    first: () => import('virtual:catalogue/en-first'),
    blocks: () => import('virtual:catalogue/en-blocks'),
    rest: () => import('virtual:catalogue/en-rest'),
  },
  'fr-CA': {
    first: () => import('virtual:catalogue/fr-CA-first'),
    blocks: () => import('virtual:catalogue/fr-CA-blocks'),
    rest: () => import('virtual:catalogue/fr-CA-rest'),
  },
};

const loading = new Map<string, Promise<CompiledMessages>>();
const loaded = new Map<string, CompiledMessages>();
const listeners = new Set<() => void>();

/** Tells `listener` whenever a part has loaded (for useSyncExternalStore). */
export function subscribeToParts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many parts have loaded: changes whenever one more has. */
export const partsLoaded = (): number => loaded.size;

/** A part already here, so a view renders it without waiting a turn. */
export function loadedPart(language: Language, part: CataloguePart): CompiledMessages | undefined {
  return loaded.get(`${language}:${part}`);
}

/**
 * The messages of one part; the same promise for every call, so React can wait on it. Once here,
 * the promise says so the way React's `use` reads it (`status`, `value`), so a view reading a part
 * already loaded renders at once, whoever loaded it.
 */
export function cataloguePart(language: Language, part: CataloguePart): Promise<CompiledMessages> {
  const key = `${language}:${part}`;
  const known = loading.get(key);
  if (known) return known;
  const promise: Promise<CompiledMessages> = loaders[language][part]().then(
    (module) => {
      const messages = module.default as CompiledMessages;
      loaded.set(key, messages);
      Object.assign(promise, { status: 'fulfilled', value: messages });
      for (const listener of listeners) listener();
      return messages;
    },
    (error: unknown) => {
      // A failed load is tried again by the next page that needs it.
      loading.delete(key);
      throw error;
    },
  );
  loading.set(key, promise);
  return promise;
}

/** Every part of `language` loaded so far, merged. */
export function loadedSoFar(language: Language): CompiledMessages {
  return {
    ...loadedPart(language, 'first'),
    ...loadedPart(language, 'blocks'),
    ...loadedPart(language, 'rest'),
  };
}
