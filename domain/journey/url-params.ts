/**
 * Query parameters the app reads on arrival (doc 1 §2 "Post-lead step routing", §4 "Sign-up and
 * save"): the query string kept on redirects, the sign-up experiment `ob`, `deviceId`, the link
 * source `ol_src` and the `email` prefill.
 */
import { isValidEmailAddress, normaliseEmail } from '../session/email-address';

/** Parameters read once on arrival and then removed from the URL (doc 1 §4). */
export const READ_ONCE_PARAMS = ['ob', 'deviceId'] as const;

export type SignUpExperimentGroup = 'SIGN_UP_CONTROL' | 'SIGN_UP_TEST';
const EXPERIMENT_GROUPS: Record<string, SignUpExperimentGroup> = {
  v1_su: 'SIGN_UP_CONTROL',
  v2_su: 'SIGN_UP_TEST',
};

export type LinkSource = 'ONBOARDING_LINK_CLICK' | 'VERIFY_EMAIL_LINK_CLICK';
const LINK_SOURCES: Record<string, LinkSource> = {
  obl: 'ONBOARDING_LINK_CLICK',
  vel: 'VERIFY_EMAIL_LINK_CLICK',
};

function params(search: string): URLSearchParams {
  return new URLSearchParams(
    search.startsWith('?') || search.startsWith('#') ? search.slice(1) : search,
  );
}

function withQuestionMark(query: URLSearchParams): string {
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The query string to carry over when the app redirects. Reading of doc 1 §2 ("the query string
 * (or the one inside an ol_src parameter) is kept"): a link the portal mails may wrap the page's
 * original query inside `ol_src`, as `ol_src=vel?country=AU&utm_source=x` (URL-encoded). When the
 * `ol_src` value holds a `?`, the query after it is the one kept; otherwise the page's own query
 * is kept. Read-once parameters (`ob`, `deviceId`) are never carried over.
 */
export function keptSearch(search: string): string {
  const query = params(search);
  const linkSource = query.get('ol_src');
  const inner = linkSource?.indexOf('?') ?? -1;
  const kept = linkSource && inner >= 0 ? params(linkSource.slice(inner + 1)) : query;
  for (const name of READ_ONCE_PARAMS) kept.delete(name);
  return withQuestionMark(kept);
}

export interface ReadOnceResult {
  experimentGroup?: SignUpExperimentGroup;
  deviceId?: string;
  /** The `ol_src` link source (analytics only, doc 1 §4). */
  linkSource?: LinkSource;
  /** The query string without the read-once parameters, for a `replace` navigation. */
  search: string;
}

/**
 * Reads `ob` (v1_su → SIGN_UP_CONTROL, v2_su → SIGN_UP_TEST), `deviceId` and `ol_src`, and removes
 * them. The query an `ol_src` value wraps (`ol_src=vel?country=AU`) takes its place, so the query
 * string kept on redirects (doc 1 §2) stays in the address bar; the page's own values win.
 */
export function readOnceParams(search: string): ReadOnceResult {
  const query = params(search);
  const experimentGroup = EXPERIMENT_GROUPS[query.get('ob') ?? ''];
  const deviceId = query.get('deviceId')?.trim() || undefined;
  const linkSourceParam = query.get('ol_src');
  const linkSource = linkSourceOf(linkSourceParam);
  for (const name of READ_ONCE_PARAMS) query.delete(name);
  if (linkSourceParam !== null) {
    query.delete('ol_src');
    const inner = linkSourceParam.indexOf('?');
    if (inner >= 0) {
      for (const [name, value] of params(linkSourceParam.slice(inner + 1))) {
        if (!query.has(name) && !(READ_ONCE_PARAMS as readonly string[]).includes(name)) {
          query.set(name, value);
        }
      }
    }
  }
  return {
    ...(experimentGroup ? { experimentGroup } : {}),
    ...(deviceId ? { deviceId } : {}),
    ...(linkSource ? { linkSource } : {}),
    search: withQuestionMark(query),
  };
}

/** `ol_src` classification, for analytics only: obl an onboarding link, vel a verify-e-mail link. */
export function linkSourceOf(value: string | null | undefined): LinkSource | undefined {
  if (!value) return undefined;
  const code = value.split('?')[0]?.trim().toLowerCase() ?? '';
  return LINK_SOURCES[code];
}

/** The `email` query parameter, normalised, when it is a valid address; '' otherwise (doc 1 §2). */
export function prefillEmail(search: string): string {
  const raw = params(search).get('email');
  if (!raw || !isValidEmailAddress(raw)) return '';
  return normaliseEmail(raw);
}

/** The sign-in token and link source of the mailed link's fragment (`#token=…&ol_src=vel`). */
export function signInLinkFragment(hash: string): { token: string; linkSource?: LinkSource } {
  const fragment = params(hash);
  const linkSource = linkSourceOf(fragment.get('ol_src'));
  return { token: fragment.get('token')?.trim() ?? '', ...(linkSource ? { linkSource } : {}) };
}
