/** The browser storage keys the app reads in more than one place. */

/** The sign-up experiment group read from `ob` on arrival (doc 1 §4), for the lead form. */
export const EXPERIMENT_KEY = 'merchantPortal.signUpExperiment';
