/**
 * Compiles the message catalogues (locales/<language>/<namespace>.json) to ICU syntax trees as
 * the browser build reads them, so the browser formats messages without the ICU parser
 * (docs/decisions/0267-french-for-canadian-merchants.md), and builds the parts the browser loads
 * (`virtual:catalogue/<language>-<part>`) from their namespaces in domain/i18n/namespaces.ts. The
 * server reads the same files as written.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../domain/i18n/language';
import { BROWSER_PARTS, type CataloguePart } from '../domain/i18n/namespaces';

const CATALOGUE = /[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/;
const LOCALES = fileURLToPath(new URL('../locales/', import.meta.url));

/** `virtual:catalogue/fr-CA-rest`: a part of a language, named so its chunk says which. */
const PART_MODULE = /^virtual:catalogue\/(.+)-(first|blocks|rest)$/;

/** A part's module: its namespaces' catalogues, merged. */
function partModule(language: string, part: CataloguePart): string {
  const namespaces = BROWSER_PARTS[part];
  return [
    ...namespaces.map(
      (namespace, index) =>
        `import n${index} from ${JSON.stringify(`${LOCALES}${language}/${namespace}.json`)};`,
    ),
    `export default { ${namespaces.map((_, index) => `...n${index}`).join(', ')} };`,
  ].join('\n');
}

export function compileCatalogues(): Plugin {
  return {
    name: 'compile-catalogues',
    enforce: 'pre',
    resolveId(id) {
      const part = PART_MODULE.exec(id);
      if (!part || !(LANGUAGES as readonly string[]).includes(part[1] ?? '')) return null;
      return `\0${id}`;
    },
    load(id) {
      const part = PART_MODULE.exec(id.replace(/^\0/, ''));
      if (!id.startsWith('\0') || !part) return null;
      return partModule(part[1] ?? '', part[2] as CataloguePart);
    },
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0] ?? '')) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) {
        compiled[key] = parse(message);
      }
      // Still JSON: Vite's own JSON plugin turns it into a module.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
