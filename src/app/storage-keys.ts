/** The browser storage keys the app reads in more than one place. */

/** The language chosen on this device with the header's switch (machines/i18n). */
export const LANGUAGE_KEY = 'merchantPortal.language';

/** The sign-up experiment group read from `ob` on arrival (doc 1 §4), for the lead form. */
export const EXPERIMENT_KEY = 'merchantPortal.signUpExperiment';

/**
 * The lead form kept until sign-up, one per e-mail: `${LEAD_DRAFT_KEY_PREFIX}${email}`. The
 * documents name no key for it (doc 1 §9 names only the prospect client id and redirect flag);
 * it follows the app's own `merchantPortal.` keys.
 */
export const LEAD_DRAFT_KEY_PREFIX = 'merchantPortal.leadDraft.';
/** The `deviceId` read on arrival (doc 1 §4), sent with the sign-up. */
export const DEVICE_ID_KEY = 'merchantPortal.deviceId';

/** The `ol_src` link source read on arrival (doc 1 §4), sent with the sign-up for analytics. */
export const LINK_SOURCE_KEY = 'merchantPortal.linkSource';

/**
 * doc 1 §9 "Storage keys for a prospect client id": a random id kept by this browser, from which
 * the login variant is assigned (domain/experiments/login-experiment.ts).
 */
export const PROSPECT_CLIENT_ID_KEY = 'merchantPortal.prospectClientId';
