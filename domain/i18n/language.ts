/**
 * The languages the portal speaks. Canadian merchants are served in English or Canadian French
 * (Quebec's Charter of the French Language); the other countries are served in English.
 */
import type { CountryCode } from '../countries/country-code';

export const LANGUAGES = ['en', 'fr-CA'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The languages a merchant of this country may choose, English first. */
export function languagesOffered(country: CountryCode | null | undefined): readonly Language[] {
  return country === 'CA' ? LANGUAGES : [DEFAULT_LANGUAGE];
}

/** A language tag the portal speaks, read leniently (`fr-ca`, `fr_CA`); anything else is null. */
export function toLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const normal = tag.trim().replace('_', '-').toLowerCase();
  if (normal === 'fr-ca') return 'fr-CA';
  if (normal === 'en') return 'en';
  return null;
}

/**
 * The portal's language for a browser's ordered preferences (`navigator.languages`, or an
 * Accept-Language header read in order), among those offered: the first preference whose
 * primary language the portal speaks decides, so `fr-FR` or `fr` is served Canadian French.
 */
export function preferredLanguage(
  preferences: readonly string[],
  offered: readonly Language[],
): Language {
  for (const tag of preferences) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    const match = offered.find((language) => language.split('-')[0] === primary);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** The tags of an Accept-Language header, highest quality first (RFC 9110 §12.5.4). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
