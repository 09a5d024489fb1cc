/**
 * Nothing left in English by mistake, at the catalogues: every id in both languages, each message
 * valid ICU with the same arguments, tags and argument kinds in both, and every id in its
 * namespace's file.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../domain/i18n/namespaces';

const read = (language: string, namespace: string) =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

/** The arguments and tags of a message, with their kinds, sorted. */
function shapeOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        found.add(`<${element.value}>`);
        walk(element.children);
        continue;
      }
      found.add(`${element.value}:${TYPE[element.type]}`);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe.each(NAMESPACES)('the %s catalogue', (namespace) => {
  const en = read('en', namespace);
  const fr = read('fr-CA', namespace);

  it('holds the same ids in English and in Canadian French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('names every id after its namespace', () => {
    for (const id of Object.keys(en)) expect(id.startsWith(`${namespace}.`), id).toBe(true);
  });

  it('gives each message the same arguments and tags in both languages', () => {
    for (const [id, english] of Object.entries(en)) {
      const french = fr[id];
      expect(french, id).toBeTypeOf('string');
      expect(shapeOf(french ?? ''), id).toEqual(shapeOf(english));
    }
  });

  it('writes no message empty', () => {
    for (const [id, message] of [...Object.entries(en), ...Object.entries(fr)]) {
      expect(message.trim(), id).not.toBe('');
    }
  });
});
