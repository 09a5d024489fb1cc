/** Messages of the error catalogue (doc 2 §8) that the browser and the server both show. */

/** The generic toast (doc 2 §8; auto-hides after 6 seconds, doc 1 §9). */
export const GENERIC_ERROR_MESSAGE = 'Oops, something went wrong';

/** A sign-up refused for field errors; the field map is set as well (doc 2 §8). */
export const SIGNUP_FIELD_ERROR_MESSAGE =
  'An error occurred with a field, please check all fields and re-submit';
