/**
 * Whether a bank account name is the name doc 2 §4 asks for ("Sole-trader bank account name must
 * match the owner; others must match the legal entity"). Banks print names their own way, so the
 * usual equivalents are the same name (docs/decisions/0040-account-name-matching.md): case,
 * accents, punctuation and spacing; "&" and "and"; a leading "The"; legal-form words and their
 * abbreviations, or a legal form left out; a trading name given in the application; the trustee
 * form "X ATF Y Trust" and the "X T/A Y" trading form, where either side is the name.
 */

/** Multi-word legal forms first, so "limited liability company" is not read as "ltd ...". */
const LEGAL_PHRASES: readonly [RegExp, string][] = [
  [/\blimited liability company\b/g, 'llc'],
  [/\blimited liability partnership\b/g, 'llp'],
  [/\bpublic limited company\b/g, 'plc'],
  [/\bproprietary\b/g, 'pty'],
  [/\blimited\b/g, 'ltd'],
  [/\bcompany\b/g, 'co'],
  [/\bincorporated\b/g, 'inc'],
  [/\bcorporation\b/g, 'corp'],
];
const LEGAL_FORMS = new Set(['ltd', 'pty', 'co', 'inc', 'corp', 'llc', 'llp', 'plc', 'lp']);
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr']);
/** "X ATF Y", "X as trustee(s) for Y", "X T/A Y", "X trading as Y": either side names the holder. */
const SPLIT = /\s+(?:atf|as trustees? for|in trust for|t\/a|trading as)\s+/i;

/** Lower case, no accents, "&" as "and", words only; runs of single letters joined (L.L.C.). */
function words(name: string): string[] {
  const text = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  // Runs of single letters are one word: "l l c" (L.L.C.) is "llc", "j k" (J.K.) is "jk".
  const joined: string[] = [];
  let inRun = false;
  for (const word of text.split(' ').filter(Boolean)) {
    const single = word.length === 1;
    if (single && inRun) joined[joined.length - 1] += word;
    else joined.push(word);
    inRun = single;
  }
  let phrase = joined.join(' ');
  for (const [pattern, short] of LEGAL_PHRASES) phrase = phrase.replace(pattern, short);
  const result = phrase.split(' ').filter(Boolean);
  if (result[0] === 'the') result.shift();
  return result;
}

/** The comparable forms of a name: with its legal form, and without it. */
function forms(name: string): { full: string; core: string; hasForm: boolean } {
  const w = words(name);
  const core = w.filter((word) => !LEGAL_FORMS.has(word));
  return { full: w.join(' '), core: core.join(' '), hasForm: core.length !== w.length };
}

/** Two names are the same name: equal once normalised, or one leaves its legal form out. */
function sameName(a: string, b: string): boolean {
  const x = forms(a);
  const y = forms(b);
  if (x.full === '' || y.full === '') return false;
  if (x.full === y.full) return true;
  return (!x.hasForm || !y.hasForm) && x.core !== '' && x.core === y.core;
}

/** A name and, for "X ATF Y" or "X T/A Y", each of its sides. */
function sides(name: string): string[] {
  const parts = name.split(SPLIT).filter((p) => p.trim() !== '');
  return parts.length > 1 ? [name, ...parts] : [name];
}

/** A person's name matches with middle names added or left out: first and last words agree. */
function samePerson(account: string, owner: string): boolean {
  const untitled = (w: string[]): string[] => (w.length > 2 && TITLES.has(w[0]!) ? w.slice(1) : w);
  const a = untitled(words(account));
  const o = untitled(words(owner));
  return a.length >= 2 && o.length >= 2 && a[0] === o[0] && a.at(-1) === o.at(-1);
}

/**
 * True when `accountName` names one of `expected` (the owner or the legal entity, then any
 * trading names of the application). `person` allows middle names to differ.
 */
export function accountNameMatches(
  accountName: string,
  expected: readonly string[],
  person = false,
): boolean {
  const names = expected.filter((name) => name.trim() !== '');
  return sides(accountName).some((side) =>
    names.some((name) =>
      sides(name).some((want) => sameName(side, want) || (person && samePerson(side, want))),
    ),
  );
}
