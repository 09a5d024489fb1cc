/**
 * What the browser reads when a page opens: what it tells of the visit, from which the session
 * chooses the brand (doc 1 §1), and the read-once parameters (doc 1 §4), kept in this tab's
 * storage and removed from the address. I/O only.
 */
import type { BrandSignals } from '../../domain/brands/select-brand';
import { linkSourceOf, readOnceParams } from '../../domain/journey/url-params';
import { DEVICE_ID_KEY, EXPERIMENT_KEY, LINK_SOURCE_KEY } from './storage-keys';

/**
 * doc 1 §4: `ob`, `deviceId` and `ol_src` are read on arrival, kept for the sign-up, and removed
 * from the URL with a replace (no new history entry).
 */
export function takeReadOnceParams(): void {
  const { experimentGroup, deviceId, linkSource, search } = readOnceParams(window.location.search);
  if (experimentGroup) sessionStorage.setItem(EXPERIMENT_KEY, experimentGroup);
  if (deviceId) sessionStorage.setItem(DEVICE_ID_KEY, deviceId);
  // ol_src (obl onboarding link, vel verify-e-mail link) is kept for analytics only (doc 1 §4);
  // the mailed sign-in link carries it in the fragment.
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const source = linkSource ?? linkSourceOf(fragment.get('ol_src'));
  if (source) sessionStorage.setItem(LINK_SOURCE_KEY, source);
  if (search !== window.location.search) {
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }
}

/** Temporal's clock, where the browser has it (typed here: the project's lib predates it). */
declare const Temporal: { Now: { timeZoneId(): string } } | undefined;

/**
 * The browser's IANA time zone. Temporal reads it without building a date format: the first
 * `Intl.DateTimeFormat` of a page loads the browser's locale data, 60–140 ms at 4× slowdown
 * against under 1 ms. The answer is the same one, kept for the page's life.
 */
let timeZone: string | undefined;
export function browserTimeZone(): string {
  timeZone ??=
    typeof Temporal === 'undefined'
      ? Intl.DateTimeFormat().resolvedOptions().timeZone
      : Temporal.Now.timeZoneId();
  return timeZone;
}

/**
 * What the browser tells of this visit for its brand (doc 1 §1): the `country` parameter, the
 * address, the time zone (read only when the session's rule asks for it) and the language.
 */
export function brandSignalsOfPage(): BrandSignals {
  return {
    countryParam: new URLSearchParams(window.location.search).get('country'),
    url: window.location.href,
    get timeZone() {
      return browserTimeZone();
    },
    languageRegion: navigator.language,
  };
}
