/**
 * The login and sign-up experiments (doc 1 §2 "Login screen": login Control, ValueProps,
 * UpdatedLegacy; sign-up Control, 1QAAT_ValueProps). See docs/decisions/0091-experiments.md.
 *
 * The login variant is assigned in the browser from the prospect client id kept in storage
 * (doc 1 §9), so a visitor keeps the variant on every visit of that browser, and the server needs
 * no state for visitors who have not signed up. The sign-up variant comes from the `ob` query
 * parameter (doc 1 §4: v1_su SIGN_UP_CONTROL, v2_su SIGN_UP_TEST).
 */
import type { SignUpExperimentGroup } from '../journey/url-params';

export const LOGIN_VARIANTS = ['Control', 'ValueProps', 'UpdatedLegacy'] as const;
export type LoginVariant = (typeof LOGIN_VARIANTS)[number];

export const SIGN_UP_VARIANTS = ['Control', '1QAAT_ValueProps'] as const;
export type SignUpVariant = (typeof SIGN_UP_VARIANTS)[number];

/** The experiment names reported with each exposure. */
export const EXPERIMENTS = { login: 'login', signUp: 'sign_up' } as const;

/** A stable 32-bit FNV-1a hash: the same client id always lands in the same bucket. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The login variant of a prospect client id, an even split over the three variants. */
export function loginVariantOf(prospectClientId: string): LoginVariant {
  return LOGIN_VARIANTS[fnv1a(`login:${prospectClientId}`) % LOGIN_VARIANTS.length]!;
}

/** The sign-up variant of the group read from `ob`; no group is the control. */
export function signUpVariantOf(group: SignUpExperimentGroup | undefined): SignUpVariant {
  return group === 'SIGN_UP_TEST' ? '1QAAT_ValueProps' : 'Control';
}

/** How a login variant lays the page out. */
export interface LoginLayout {
  /** The marketing side column with the hero image beside the form (doc 1 §2 "Other UI"). */
  sideColumn: boolean;
  /** Where the marketing claims show: in the side column, above the form, or under it. */
  claims: 'sideColumn' | 'withForm' | 'belowForm';
}

/**
 * Control: the form, and beside it the marketing side column with the hero image and the claims.
 * ValueProps: the claims as value propositions above the e-mail field, the hero image beside.
 * UpdatedLegacy: the single-column page of before, the claims under the form.
 */
export function loginLayoutOf(variant: LoginVariant): LoginLayout {
  switch (variant) {
    case 'Control':
      return { sideColumn: true, claims: 'sideColumn' };
    case 'ValueProps':
      return { sideColumn: true, claims: 'withForm' };
    case 'UpdatedLegacy':
      return { sideColumn: false, claims: 'belowForm' };
  }
}
