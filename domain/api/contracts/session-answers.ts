/**
 * The answers of the sign-in calls the browser relies on, apart from the request contracts so the
 * sign-in page carries only these (test/bench/login-bundle.bench.ts).
 */
import { LANGUAGES } from '../../i18n/language';
import * as v from 'valibot';
import { USER_STATES } from '../../session/user-state';
import { VIEWER_ROLES } from '../../session/contact-roles';

/** What the browser relies on in every user-state answer (UserStateResponse). */
export const UserStateAnswer = v.looseObject({
  userState: v.picklist(USER_STATES),
  formCompletedState: v.optional(v.looseObject({})),
  email: v.optional(v.string()),
  onboardingStatus: v.optional(v.nullable(v.string())),
  isEligibleForCashPay: v.optional(v.boolean()),
  platformAppIds: v.optional(v.looseObject({})),
  viewerRole: v.optional(v.picklist(VIEWER_ROLES)),
  language: v.optional(v.picklist(LANGUAGES)),
});

/** CheckEmailResponse: the new state, or field errors with a 400. */
export const CheckEmailAnswer = v.looseObject({
  userState: v.optional(v.picklist(USER_STATES)),
  formCompletedState: v.optional(v.looseObject({})),
  email: v.optional(v.string()),
});
