/**
 * The login page's marketing side column (doc 1 §2 "Other UI": marketing side column, hero
 * images): a small illustration, loaded lazily so it never delays the form, and the claims.
 */
import { Image, Paper, Stack } from '@mantine/core';
import type { ClaimSet } from '../../../domain/flags/flag-rules';
import { assetUrl } from '../../app/brand-theme';
import { ClaimsList } from '../marketing/claims-list';

export const HERO_IMAGE_PATH = 'marketing/login-hero.svg';

export function MarketingColumn({ claimSet, claims }: { claimSet: ClaimSet; claims: boolean }) {
  return (
    <Paper component="aside" p="lg" radius="md" bg="gray.0" data-testid="marketing-column">
      <Stack gap="lg">
        <Image
          src={assetUrl(HERO_IMAGE_PATH)}
          alt=""
          loading="lazy"
          width={480}
          height={320}
          radius="md"
          data-testid="login-hero"
        />
        {claims && <ClaimsList set={claimSet} />}
      </Stack>
    </Paper>
  );
}
