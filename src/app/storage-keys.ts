/** The browser storage keys the app reads in more than one place. */

/** The sign-up experiment group read from `ob` on arrival (doc 1 §4), for the lead form. */
export const EXPERIMENT_KEY = 'merchantPortal.signUpExperiment';

/**
 * The lead form kept until sign-up, one per e-mail: `${LEAD_DRAFT_KEY_PREFIX}${email}`. The
 * documents name no key for it (doc 1 §9 names only the prospect client id and redirect flag);
 * it follows the app's own `merchantPortal.` keys.
 */
export const LEAD_DRAFT_KEY_PREFIX = 'merchantPortal.leadDraft.';
