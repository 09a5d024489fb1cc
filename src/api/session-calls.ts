/** The sign-in and session calls of domain/api/session-api.ts, over the app's HTTP client. */
import { SESSION_API } from '../../domain/api/session-api';
import type {
  CheckCaptchaTokenResponse,
  CheckEmailResponse,
  UserStateResponse,
} from '../../domain/api/session-api';
import { CheckEmailAnswer, UserStateAnswer } from '../../domain/api/contracts/session-answers';
import { apiRequest } from './http-client';

export const fetchUserState = (signal?: AbortSignal) =>
  apiRequest<UserStateResponse>(SESSION_API.userState, { signal, answer: UserStateAnswer });

export const verifyCaptcha = (token: string, signal?: AbortSignal) =>
  apiRequest<CheckCaptchaTokenResponse>(SESSION_API.checkCaptchaToken, { json: { token }, signal });

export const checkEmail = (email: string, signal?: AbortSignal) =>
  apiRequest<CheckEmailResponse>(SESSION_API.checkEmail, {
    json: { email },
    signal,
    answer: CheckEmailAnswer,
  });

export const resendSignInLink = (signal?: AbortSignal) =>
  apiRequest<{ sent: boolean }>(SESSION_API.resendSignInLink, { method: 'post', signal });

export const consumeSignInLink = (token: string, signal?: AbortSignal) =>
  apiRequest<UserStateResponse>(SESSION_API.signInLink, {
    json: { token },
    signal,
    answer: UserStateAnswer,
  });

export const logout = (signal?: AbortSignal) =>
  apiRequest<{ ok: boolean }>(SESSION_API.logout, { method: 'post', signal });
