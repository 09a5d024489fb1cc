/**
 * Model-based path tests of the language chart (docs/decisions/0267): generated paths replayed on
 * a running actor, checked after every step against the rules of the issue "Canadian merchants
 * in French": French is offered to Canada only, the person's stored language is taken up at
 * sign-in unless they chose during the visit, and only a choice is stored for the person.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { languagesOffered, type Language } from '../../domain/i18n/language';
import {
  done,
  elapsed,
  failed,
  named,
  NO_SHORTFALLS,
  runPaths,
  shortfallsOf,
  type Oracle,
  type PathModel,
} from '../testing/path-coverage';
import {
  LANGUAGE_DELAYS,
  languageMachine,
  type LanguageContext,
  type LanguageInput,
} from './language.machine';

const known = (label: string, country: 'CA' | 'US' | null, stored: Language | null) =>
  named(label, { type: 'merchant.known', country, stored, signedIn: true });

const EVENTS = [
  { type: 'language.choose', language: 'fr-CA' },
  { type: 'language.choose', language: 'en' },
  known('a Canadian who stored French', 'CA', 'fr-CA'),
  known('a Canadian who stored English', 'CA', 'en'),
  known('a Canadian with nothing stored', 'CA', null),
  known('an American', 'US', null),
  done('loadCatalogue', undefined),
  elapsed('catalogueRetry', 'language', 'waitingToRetry'),
  failed('loadCatalogue', new Error('offline')),
] as EventObject[];

const chose = (events: readonly EventObject[]) =>
  events.some((event) => event.type === 'language.choose');

const oracles: Oracle<LanguageContext>[] = [
  {
    source: 'issue "Canadian merchants in French" item 3',
    name: 'the language shown is one offered to the country known',
    check: ({ snapshot }) => {
      if (!snapshot.matches('shown')) return undefined;
      const { language, offered } = snapshot.context;
      return offered.includes(language) ? null : `${language} shown, offered ${offered.join(', ')}`;
    },
  },
  {
    source: 'issue "Canadian merchants in French" item 3',
    name: 'French is offered to Canada only',
    check: ({ snapshot, events }) => {
      const last = [...events].reverse().find((event) => event.type === 'merchant.known') as
        (EventObject & { country: 'CA' | 'US' | null }) | undefined;
      if (!last?.country) return undefined;
      const expected = languagesOffered(last.country).join(',');
      const offered = snapshot.context.offered.join(',');
      return offered === expected ? null : `offered ${offered} to ${last.country}`;
    },
  },
  {
    source: 'issue "Canadian merchants in French" item 3',
    name: 'only a choice made with the switch is stored for the person and kept on the device',
    check: ({ actionCalls, events }) => {
      const stores = actionCalls.filter((call) => call.type !== 'applyLanguage');
      if (stores.length === 0) return undefined;
      return chose(events) ? null : `${stores.map((s) => s.type).join(', ')} without a choice`;
    },
  },
  {
    source: 'issue "Canadian merchants in French" item 3',
    name: 'a sign-in follows the stored language unless one was chosen in this visit',
    check: ({ snapshot, events }) => {
      if (!snapshot.matches('shown') || chose(events)) return undefined;
      const last = [...events].reverse().find((e) => e.type === 'merchant.known') as
        (EventObject & { stored: Language | null; country: 'CA' | 'US' }) | undefined;
      const lastIndex = last ? events.lastIndexOf(last) : -1;
      const loaded = events.slice(lastIndex + 1).some((e) => e.type.startsWith('xstate.done'));
      if (!last?.stored || !loaded || !languagesOffered(last.country).includes(last.stored))
        return undefined;
      return snapshot.context.language === last.stored
        ? null
        : `shows ${snapshot.context.language}, stored ${last.stored}`;
    },
  },
];

const model = (input: LanguageInput): PathModel<LanguageContext> => ({
  machine: languageMachine,
  input,
  events: EVENTS,
  callIds: ['loadCatalogue'],
  delays: LANGUAGE_DELAYS,
  recordedActions: ['applyLanguage', 'keepOnDevice', 'storeForPerson'],
  comparable: ({ language, offered, chosenThisVisit, pending }) => ({
    language,
    offered,
    chosenThisVisit,
    pending,
  }),
  oracles,
});

describe('language chart: generated paths replayed on a running actor', () => {
  it('every path keeps the language rules, and the paths cover every state and transition', async () => {
    const result = await runPaths('language', [
      model({ preferences: ['fr-CA', 'en'], visitCountry: 'CA', kept: null }),
      model({ preferences: ['en-US'], visitCountry: 'CA', kept: null }),
      model({ preferences: ['fr-CA'], visitCountry: 'CA', kept: 'en' }),
      model({ preferences: ['fr-FR'], visitCountry: null, kept: null }),
    ]);
    expect(result.record.paths.length).toBeGreaterThan(5);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });
});
