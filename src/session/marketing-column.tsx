/**
 * The login page's marketing side column (doc 1 §2 "Other UI": marketing side column, hero
 * images): a small illustration (an 0.8 KB SVG, loaded lazily so it never delays the form) and the
 * claims.
 */
import type { ClaimSet } from '../../domain/flags/flag-rules';
import { assetUrl } from '../app/brand-theme';
import { ClaimsList } from './claims-list';
import './marketing.css';

export const HERO_IMAGE_PATH = 'marketing/login-hero.svg';

export function MarketingColumn({ claimSet, claims }: { claimSet: ClaimSet; claims: boolean }) {
  return (
    <aside className="marketing-column" data-testid="marketing-column">
      <img
        className="marketing-hero"
        src={assetUrl(HERO_IMAGE_PATH)}
        alt=""
        loading="lazy"
        width={480}
        height={320}
        data-testid="login-hero"
      />
      {claims && <ClaimsList set={claimSet} />}
    </aside>
  );
}
