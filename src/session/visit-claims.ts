/** The claim set of this visit: the brand, the visit's country and the flags decide (domain). */
import { visitCountry } from '../../domain/brands/visit-country';
import { claimSetOf, type ClaimSet } from '../../domain/flags/flag-rules';
import { useBrand, useFlags } from '../app/app-context';
import { browserTimeZone } from '../app/page-arrival';

export function useVisitClaimSet(search: string): ClaimSet {
  const brand = useBrand();
  const flags = useFlags();
  const country = visitCountry({
    countryParam: new URLSearchParams(search).get('country'),
    timeZone: browserTimeZone(),
    languageRegion: navigator.language,
  });
  return claimSetOf({ brand: brand.id, country, flags });
}
