import { describe, expect, it } from 'vitest';
import { compileCatalogues } from './catalogue-plugin';
import { BROWSER_PARTS } from '../domain/i18n/namespaces';

type Hook = (id: string) => unknown;
const plugin = compileCatalogues();
const resolveId = plugin.resolveId as Hook;
const load = plugin.load as Hook;

describe('the catalogue parts the browser loads', () => {
  it('resolves a part of a language the portal speaks, and nothing else', () => {
    expect(resolveId('virtual:catalogue/fr-CA-rest')).toBe('\0virtual:catalogue/fr-CA-rest');
    expect(resolveId('virtual:catalogue/en-first')).toBe('\0virtual:catalogue/en-first');
    expect(resolveId('virtual:catalogue/de-first')).toBeNull();
    expect(resolveId('virtual:catalogue/en-server')).toBeNull();
    expect(resolveId('./en-first')).toBeNull();
  });

  it("merges exactly the part's namespaces, in the language asked for", () => {
    for (const [part, namespaces] of Object.entries(BROWSER_PARTS)) {
      const code = String(load(`\0virtual:catalogue/fr-CA-${part}`));
      const files = [...code.matchAll(/locales\/([^/]+)\/([^/]+)\.json/g)].map(
        ([, language, namespace]) => `${language}/${namespace}`,
      );
      expect(files).toEqual(namespaces.map((namespace) => `fr-CA/${namespace}`));
    }
  });

  it('compiles a catalogue file to ICU syntax trees', () => {
    const transform = plugin.transform as (code: string, id: string) => { code: string };
    const compiled = JSON.parse(
      transform.call(
        undefined,
        '{"a.b": "{n, plural, one {# x} other {# y}}"}',
        '/r/locales/en/a.json',
      ).code,
    ) as Record<string, Array<{ type: number }>>;
    expect(compiled['a.b']?.[0]?.type).toBe(6);
  });
});
