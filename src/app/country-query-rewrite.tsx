/**
 * doc 1 §2: once the registered country is known and the cash-app theme flag is on, the country
 * query parameter follows it, with a replace navigation. The rule is
 * domain/flags/flag-rules.ts countryQueryRewrite; this only applies its answer.
 */
import { useActorView } from './use-actor-view';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { countryQueryRewrite } from '../../domain/flags/flag-rules';
import { useBrand, useFlags, useSession } from './app-context';

export function CountryQueryRewrite() {
  const brand = useBrand();
  const flags = useFlags();
  const session = useSession();
  const registeredCountry = useActorView(session, (s) => s.context.registeredCountry);
  const location = useLocation();
  const navigate = useNavigate();
  const search = countryQueryRewrite({
    search: location.search,
    registeredCountry,
    brand: brand.id,
    flags,
  });
  useEffect(() => {
    if (search === undefined) return;
    void navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [search, location.pathname, location.hash, location.state, navigate]);
  return null;
}
