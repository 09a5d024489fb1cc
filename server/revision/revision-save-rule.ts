/**
 * The rule of a save while a request for changes is open (docs/decisions/0262): only the flagged
 * items (and their companions) may change. The save runs as usual inside the merchant's lock;
 * then the stored sections before and after it are compared, and a change outside the open keys
 * throws RevisionRefused, which rolls the whole transaction back: nothing of that save is kept.
 * An accepted save records each flagged item it changed and tells the chart (`item.changed`).
 */
import type {
  MerchantRevision,
  RevisionChange,
  RevisionRefusal,
} from '../../domain/api/revision-api';
import { isSensitiveField } from '../../domain/api/merchant-api';
import type { CountryCode } from '../../domain/countries/country-code';
import type { Merchant } from '../../domain/merchant/merchant';
import {
  LIST_SECTIONS,
  openKeysOf,
  parseRevisionItemKey,
  REVISION_SECTIONS,
  revisionItemKey,
  type RevisionSection,
} from '../../domain/revision/revision-items';
import type { RevisionFacts } from '../../domain/revision/revision-request';
import { judgeRevisionEvent } from '../../machines/revision/revision-judge';
import { revisionItemLabel, revisionLabelList } from '../../machines/revision/revision-labels';
import { msg, type Message } from '../../domain/i18n/message';
import { sayIn } from '../i18n/say';
import type { AppDeps } from '../app/app-deps';
import type { Repositories } from '../db/repositories';
import type { FormsSaveOutcome } from '../funnel/funnel-recorder';
import { loadMerchant, type LoadedMerchant } from '../merchant/merchant-record';
import { merchantRevisionOf } from './revision-views';

/** Thrown inside the save's transaction to undo it; the route answers 409 with `refusal`. */
export class RevisionRefused extends Error {
  constructor(readonly refusal: RevisionRefusal) {
    super(sayIn('en', refusal.error));
  }
}

/** The key a change of the store locations file is known by; no request can flag it. */
export const STORE_LOCATIONS_FILE_KEY = 'storeDetails.storeLocationsFile';

/** '' and a missing value are alike; other values compare as text. */
function valueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

type Values = Record<string, unknown>;

/** Computed by the server from other fields (doc 2 §4): never a change of the merchant's. */
const COMPUTED_FIELDS: ReadonlySet<string> = new Set(['selfServeInStore']);

/**
 * Set by a section's form with any change of it (how the bank was given, the direct debit terms
 * accepted with it): open whenever a field of their section is.
 */
const FOLLOWING_FIELDS: Partial<Record<RevisionSection, readonly string[]>> = {
  primaryBank: ['verificationSource', 'directDebitTermsAccepted'],
  secondaryBank: ['verificationSource2', 'directDebitTermsAccepted2'],
};

/** The keys a save may change: the open keys and the fields following them. */
export function changeableKeys(itemKeys: readonly string[]): ReadonlySet<string> {
  const keys = new Set(openKeysOf(itemKeys));
  for (const key of [...keys]) {
    const ref = parseRevisionItemKey(key);
    if (!ref) continue;
    for (const field of FOLLOWING_FIELDS[ref.section] ?? []) {
      keys.add(revisionItemKey({ ...ref, field }));
    }
  }
  return keys;
}

function entriesOf(merchant: Merchant): Array<[string, Values]> {
  const entries: Array<[string, Values]> = [];
  for (const section of REVISION_SECTIONS) {
    const value = merchant[section] as unknown;
    if (LIST_SECTIONS.includes(section)) {
      (value as Values[]).forEach((entry, index) => entries.push([`${section}.${index}`, entry]));
    } else {
      entries.push([section, value as Values]);
    }
  }
  return entries;
}

/** Each item key whose stored value differs, with its values before and after. */
export function changedValues(
  before: Merchant,
  after: Merchant,
): Map<string, { before: string; after: string }> {
  const was = new Map(entriesOf(before));
  const is = new Map(entriesOf(after));
  const changed = new Map<string, { before: string; after: string }>();
  // An owner or location added or removed changes every field of that entry.
  for (const prefix of new Set([...was.keys(), ...is.keys()])) {
    const old = was.get(prefix) ?? {};
    const now = is.get(prefix) ?? {};
    for (const field of new Set([...Object.keys(old), ...Object.keys(now)])) {
      if (COMPUTED_FIELDS.has(field)) continue;
      const from = valueText(old[field]);
      const to = valueText(now[field]);
      const key = `${prefix}.${field}`;
      if (from !== to || was.has(prefix) !== is.has(prefix)) {
        changed.set(key, { before: from, after: to });
      }
    }
  }
  // The store locations file belongs to no item: any change of it is outside every request.
  const fileBefore = valueText(before.storeLocationsFile?.path);
  const fileAfter = valueText(after.storeLocationsFile?.path);
  if (fileBefore !== fileAfter) {
    changed.set(STORE_LOCATIONS_FILE_KEY, { before: fileBefore, after: fileAfter });
  }
  return changed;
}

/** The words of the 409: the flagged items by their labels in the merchant's country. */
export function refusalMessage(facts: RevisionFacts, country: CountryCode | undefined): Message {
  const labels = facts.items.map((item) => revisionItemLabel(item.key, country));
  return msg('revision.onlyTheseCanChange', { labels: revisionLabelList(labels) });
}

const countryOf = (merchant: Merchant) =>
  (merchant.companyInformation.registeredCountry || undefined) as CountryCode | undefined;

/**
 * Runs `save` for the merchant `loaded` (read under its lock, with `repos` of that transaction)
 * under the open request's rule; answers its outcome with the open request after it.
 */
export async function saveUnderRevision<T extends object>(
  repos: Repositories,
  loaded: LoadedMerchant | undefined,
  now: number,
  save: () => Promise<T>,
): Promise<T & { revision?: MerchantRevision | null }> {
  if (!loaded) return save();
  const merchantId = loaded.row.id;
  const current = await repos.revisions.current(merchantId);
  const open = current && current.sentAt === null ? current : undefined;
  if (!open) {
    const outcome = await save();
    return { ...outcome, revision: merchantRevisionOf(current, now) };
  }
  const outcome = await save();
  const after = await loadMerchant(repos, merchantId);
  if (!after) return { ...outcome, revision: merchantRevisionOf(open, now) };
  const changed = changedValues(loaded.merchant, after.merchant);
  const openKeys = openKeysOf(open.items.map((item) => item.key));
  const changeable = changeableKeys(open.items.map((item) => item.key));
  if ([...changed.keys()].some((key) => !changeable.has(key))) {
    throw new RevisionRefused({
      error: refusalMessage(open, countryOf(after.merchant)),
      openFields: [...openKeys],
    });
  }
  let facts = open;
  const records: RevisionChange[] = [];
  for (const item of open.items) {
    const values = changed.get(item.key);
    if (!values) continue;
    const field = parseRevisionItemKey(item.key)?.field ?? '';
    const sensitive = isSensitiveField(field);
    records.push({
      key: item.key,
      sensitive,
      before: sensitive ? null : values.before,
      after: sensitive ? null : values.after,
      at: now,
    });
    facts =
      judgeRevisionEvent(facts, { type: 'item.changed', key: item.key, at: now }, now)?.facts ??
      facts;
  }
  if (records.length > 0) {
    await repos.revisions.recordChanges(open.id, records);
    await repos.revisions.update(facts);
  }
  return { ...outcome, revision: merchantRevisionOf(facts, now) };
}

/**
 * Runs a save of the merchant's forms under the open request's rule (saveUnderRevision inside
 * `saveMerchantForms`): answers its outcome with `revision`, or the 409 refusal when it changed
 * what the request did not flag. The keeper restarts the chart of a request the save changed.
 */
export async function judgedSave<T extends FormsSaveOutcome>(
  deps: Pick<AppDeps, 'clock' | 'saveMerchantForms' | 'revisionKeeper'>,
  merchantId: string,
  save: (repos: Repositories, loaded: LoadedMerchant | undefined) => Promise<T>,
): Promise<
  | { refused: RevisionRefusal }
  | { refused?: undefined; outcome: T & { revision?: MerchantRevision | null } }
> {
  try {
    const outcome = await deps.saveMerchantForms(merchantId, (repos, loaded) =>
      saveUnderRevision(repos, loaded, deps.clock(), () => save(repos, loaded)),
    );
    if (outcome.revision) await deps.revisionKeeper.changed(merchantId);
    return { outcome };
  } catch (error) {
    if (error instanceof RevisionRefused) return { refused: error.refusal };
    throw error;
  }
}
