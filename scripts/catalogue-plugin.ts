/**
 * Compiles the message catalogues (locales/<language>/<namespace>.json) to ICU syntax trees as
 * the browser build reads them, so the browser formats messages without the ICU parser
 * (docs/decisions/0267-french-for-canadian-merchants.md). The server reads the same files as
 * written.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/;

export function compileCatalogues(): Plugin {
  return {
    name: 'compile-catalogues',
    enforce: 'pre',
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
