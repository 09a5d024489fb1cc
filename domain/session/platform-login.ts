/**
 * The store-login redirect of the alternative platform pages (doc 1 §2 /square, /squarespace,
 * /maropost; doc 1 §9 "platform app ids per brand for store-login redirect (provider, cash app
 * for US, UK brand)"). The merchant continues from their platform account: the page sends them to
 * the platform's sign-in with the provider's app for the brand they see. App ids come from the
 * server's configuration with the user-state answer of a platform state (docs/decisions/0072-platform-pages.md); a page without an id for its
 * brand offers no redirect rather than a broken one.
 */
import type { BrandId } from '../brands/brands';
import type { UserState } from './user-state';

export const PLATFORMS = ['square', 'squarespace', 'maropost'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** The provider's app id on each platform, per brand; '' where none is configured. */
export type PlatformAppIds = Record<Platform, Record<BrandId, string>>;

/** The ids of one platform per brand, as the user-state answer of a platform state carries them. */
export type BrandAppIds = Record<BrandId, string>;

/** The platform whose page a user state leads to. */
export function platformOfUserState(state: UserState): Platform | null {
  switch (state) {
    case 'SQUARE_ONLY':
    case 'SQUARE_AND_MOP':
      return 'square';
    case 'SQUARESPACE':
      return 'squarespace';
    case 'MAROPOST':
      return 'maropost';
    default:
      return null;
  }
}

/**
 * The platforms' store sign-in pages, which take the app to open after sign-in. Public entry
 * points of each platform's app marketplace.
 */
const STORE_LOGIN = {
  square: (appId: string) =>
    `https://squareup.com/login?return_to=${encodeURIComponent(`/app-marketplace/app/${appId}`)}`,
  squarespace: (appId: string) =>
    `https://login.squarespace.com/?continue=${encodeURIComponent(`https://www.squarespace.com/extensions/${appId}`)}`,
  maropost: (appId: string) => `https://www.maropost.com/login?app=${encodeURIComponent(appId)}`,
} satisfies Record<Platform, (appId: string) => string>;

/** Where the page's "log in" button leads for `brand`, or null when no app id is configured. */
export function storeLoginUrl(
  platform: Platform,
  brand: BrandId,
  appIds: Partial<BrandAppIds> | null,
): string | null {
  const appId = appIds?.[brand]?.trim() ?? '';
  if (!/^[A-Za-z0-9_.:-]{1,128}$/.test(appId)) return null;
  return STORE_LOGIN[platform](appId);
}
