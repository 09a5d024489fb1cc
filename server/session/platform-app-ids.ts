/**
 * The provider's app ids on the alternative platforms, per brand (doc 1 §9), from the
 * environment: `<PLATFORM>_APP_ID_<BRAND>`, e.g. SQUARE_APP_ID_PROVIDER, SQUARESPACE_APP_ID_UK,
 * MAROPOST_APP_ID_CASHAPP. An id left unset leaves that page without its store-login redirect.
 */
import { BRAND_IDS } from '../../domain/brands/brands';
import { PLATFORMS, type PlatformAppIds } from '../../domain/session/platform-login';

/** The variable name of one app id. */
export const platformAppIdVariable = (platform: string, brand: string) =>
  `${platform.toUpperCase()}_APP_ID_${brand.toUpperCase()}`;

export function readPlatformAppIds(text: (name: string) => string | undefined): PlatformAppIds {
  const ids = {} as PlatformAppIds;
  for (const platform of PLATFORMS) {
    ids[platform] = {} as PlatformAppIds[typeof platform];
    for (const brand of BRAND_IDS) {
      ids[platform][brand] = text(platformAppIdVariable(platform, brand)) ?? '';
    }
  }
  return ids;
}
