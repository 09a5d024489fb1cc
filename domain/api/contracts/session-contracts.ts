/** The contracts of the sign-in and session calls (doc 2 §7); see domain/api/route-contract.ts. */
import * as v from 'valibot';
import { EMAIL_MESSAGE } from '../../validators/email';
import { CheckEmailAnswer, UserStateAnswer } from './session-answers';
import { SESSION_API } from '../session-api';
import { AnyObjectAnswer, objectWith, type RouteContract } from '../route-contract';

/** doc 2 §7: an e-mail that is not an object field answers as a bad e-mail (lead.email). */
const BAD_EMAIL_ANSWER = {
  error: EMAIL_MESSAGE,
  validation_errors: { lead: { email: { code: 'InvalidEmail', error: EMAIL_MESSAGE } } },
};

export const SESSION_CONTRACTS: readonly RouteContract[] = [
  {
    method: 'GET',
    path: SESSION_API.captchaChallenge,
    access: 'public',
    summary: 'A fresh ALTCHA challenge for the captcha widget.',
    response: v.looseObject({ algorithm: v.string(), challenge: v.string() }),
  },
  {
    method: 'POST',
    path: SESSION_API.checkCaptchaToken,
    access: 'public',
    summary: 'Checks a solved captcha (the ALTCHA payload).',
    body: objectWith(['token']),
    response: v.looseObject({ success: v.boolean() }),
    invalid: { success: false, error: 'Captcha verification failed' },
  },
  {
    method: 'POST',
    path: SESSION_API.checkEmail,
    access: 'public',
    summary: 'Starts a lead for a new e-mail, or mails a sign-in link to a known one.',
    body: objectWith(['email']),
    response: CheckEmailAnswer,
    invalid: BAD_EMAIL_ANSWER,
  },
  {
    method: 'GET',
    path: SESSION_API.userState,
    access: 'public',
    summary: "The session's user state (LOGGED_OUT without one).",
    response: UserStateAnswer,
  },
  {
    method: 'POST',
    path: SESSION_API.logout,
    access: 'public',
    summary: 'Ends the session.',
    response: AnyObjectAnswer,
  },
  {
    method: 'GET',
    path: SESSION_API.logout,
    access: 'public',
    summary: 'Ends the session and goes back to the start page.',
  },
  {
    method: 'POST',
    path: SESSION_API.signInLink,
    access: 'public',
    summary: 'Consumes an e-mailed sign-in link.',
    body: objectWith(['token']),
    response: UserStateAnswer,
    invalid: { reason: 'invalid', error: 'This sign-in link is not valid.' },
  },
  {
    method: 'POST',
    path: SESSION_API.resendSignInLink,
    access: 'public',
    summary: 'Mails a new sign-in link to the e-mail waiting in this session.',
    response: AnyObjectAnswer,
  },
  {
    method: 'POST',
    path: '/signup',
    access: 'public',
    summary: 'Creates the lead of the e-mail waiting in this session.',
    body: objectWith(['data']),
    response: UserStateAnswer,
    invalid: { error: 'The sign-up data is missing or not valid.' },
  },
];
