/**
 * Nothing left in English by mistake, on a rendered screen: the English catalogue's sentences
 * that French says differently, looked for in what the page shows and announces (its text, the
 * labels and descriptions assistive technology reads, its title). A message with values is looked
 * for by its longest fixed run of words.
 */
import { readFileSync } from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Page } from 'playwright-core';
import { NAMESPACES } from '../../../domain/i18n/namespaces';

const read = (language: string, namespace: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../locales/${language}/${namespace}.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, string>;

/** The literal runs of a message, its arguments and tags left out. */
function literalRuns(elements: MessageFormatElement[]): string[] {
  const runs: string[] = [];
  let current = '';
  for (const element of elements) {
    if (element.type === TYPE.literal) current += element.value;
    else {
      runs.push(current);
      current = '';
      if (element.type === TYPE.tag) runs.push(...literalRuns(element.children));
    }
  }
  runs.push(current);
  return runs.map((run) => run.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** A run worth looking for: three words or more, so a brand or a shared word is not taken. */
const isSentence = (run: string) =>
  run.split(' ').filter((word) => /[a-z]/i.test(word)).length >= 3;

/** The English sentences that French writes otherwise, with the id they come from. */
export function englishSentences(): Array<{ id: string; sentence: string }> {
  const sentences: Array<{ id: string; sentence: string }> = [];
  for (const namespace of NAMESPACES) {
    const en = read('en', namespace);
    const fr = read('fr-CA', namespace);
    for (const [id, english] of Object.entries(en)) {
      if (fr[id] === english) continue;
      const runs = literalRuns(parse(english, { ignoreTag: false })).filter(isSentence);
      const longest = runs.sort((a, b) => b.length - a.length)[0];
      if (longest) sentences.push({ id, sentence: longest });
    }
  }
  return sentences;
}

const SENTENCES = englishSentences();

/** The English sentences found on the page as it is now, with their ids. */
export async function englishOn(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll(
      '[aria-label], [placeholder], [title], [alt]',
    )) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n').replace(/\s+/g, ' ');
  });
  return SENTENCES.filter(({ sentence }) => shown.includes(sentence)).map(
    ({ id, sentence }) => `${id}: "${sentence}"`,
  );
}

/** Words French never uses on its own, two of which on one line give English away. */
const ENGLISH_WORDS = new Set([
  'the',
  'your',
  'you',
  'with',
  'this',
  'our',
  'we',
  'will',
  'are',
  'is',
  'have',
  'please',
  'enter',
  'when',
  'what',
  'which',
  'from',
  'been',
  'can',
  'must',
  'should',
  'here',
]);

/**
 * Lines of the page that read as English although in no catalogue (words written in code): two
 * or more words of ENGLISH_WORDS on one line. `allowed` are lines the merchant typed or names.
 */
export async function englishLinesOn(
  page: Page,
  allowed: readonly string[] = [],
): Promise<string[]> {
  const text = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !allowed.some((ok) => line.includes(ok)))
    .filter((line) => {
      const words = new Set(line.toLowerCase().match(/[a-z']+/g) ?? []);
      return [...words].filter((word) => ENGLISH_WORDS.has(word)).length >= 2;
    });
}

/** Ids of the catalogues shown in place of their words (a message missing from a loaded part). */
export async function idsOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => `${document.title}\n${document.body.innerText}`);
  const pattern = new RegExp(`\\b(?:${NAMESPACES.join('|')})\\.[a-z][A-Za-z0-9.-]+`, 'g');
  return [...new Set(text.match(pattern) ?? [])];
}
