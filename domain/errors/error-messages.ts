/** Messages of the error catalogue (doc 2 §8) that the browser and the server both show. */
import { msg } from '../i18n/message';

/** The generic toast (doc 2 §8; auto-hides after 6 seconds, doc 1 §9). */
export const GENERIC_ERROR_MESSAGE = msg('validation.genericError');

/** A sign-up refused for field errors; the field map is set as well (doc 2 §8). */
export const SIGNUP_FIELD_ERROR_MESSAGE = msg('validation.signupFieldError');
