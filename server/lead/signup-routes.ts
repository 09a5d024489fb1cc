/**
 * POST /signup {data} (doc 2 §7, doc 1 §4 "Sign-up"): a pre-lead session (a new e-mail that passed
 * the captcha) turns its lead into a merchant record and becomes signed in: POST_LEAD, or the
 * platform state the lead's platform and channel give (domain/session/platform-user-state.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { toCountryCode } from '../../domain/countries/country-code';
import { SIGNUP_FIELD_ERROR_MESSAGE } from '../../domain/errors/error-messages';
import type { ValidationErrors } from '../../domain/errors/field-errors';
import { msg, type Text } from '../../domain/i18n/message';
import type { Lead as LeadAnswers } from '../../domain/lead/lead';
import { LEAD_SOURCE, autoSwitchSalesChannel } from '../../domain/lead/lead-payload';
import { leadOfPayload, trackingOfPayload } from '../../domain/lead/lead-of-payload';
import { signUpSourceOfPayload } from '../../domain/lead/sign-up-source';
import { parseSection } from '../../domain/schemas/validate-section';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { platformUserState } from '../../domain/session/platform-user-state';
import type { AppDeps } from '../app/app-deps';
import { REAUTHENTICATE_ERROR } from '../session/require-merchant';
import { merchantUserState, platformAppIdsFor } from '../session/user-state-response';
import type { SessionRow } from '../db/schema';
import { leadOfRow } from '../merchant/merchant-record';
import { leadMatchesAccount, type LeadBusiness } from '../../domain/session/account-contacts';
import { EmailSchema } from '../session/check-email-routes';
import { subjectOfMerchant } from '../funnel/funnel-recorder';
import { SIGN_IN_BODY_LIMIT, signInRateLimit } from '../http/rate-limits';

/** doc 2 §8 */
export const SIGNUP_FIELD_ERROR = SIGNUP_FIELD_ERROR_MESSAGE;
/** doc 2 §8 */
export const EMAIL_IN_USE_ERROR = msg('lead.signup.emailInUse');
/** doc 2 §8 */
export const EMAIL_IN_USE_FIELD_ERROR = msg('lead.signup.emailInUseField');
export const EMAIL_NOT_SIGNED_IN_ERROR = msg('lead.signup.emailNotSignedIn');
export const SIGNUP_DATA_INVALID = msg('lead.signup.invalidData');
const MAX_LEAD_FIELDS = 60;
const MAX_TEXT = 1000;
/** Lead answers are flat: text, numbers or yes/no. Nested values are not part of a lead. */
const LeadValue = v.union([
  v.pipe(v.string(), v.trim(), v.maxLength(MAX_TEXT)),
  v.number(),
  v.boolean(),
]);
const SignupSchema = v.object({
  data: v.pipe(
    v.record(v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/)), v.nullable(LeadValue)),
    v.check((data) => Object.keys(data).length <= MAX_LEAD_FIELDS),
  ),
});

/** POST /signup. */
export async function signupRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { sessions, repos, clock, config } = deps;
  const fieldErrors = (lead: ValidationErrors['lead'], error: Text = SIGNUP_FIELD_ERROR) => ({
    error,
    validation_errors: { lead } satisfies ValidationErrors,
  });

  /**
   * A further contact's lead (docs/decisions/0073): naming the account's business joins them to
   * it (signed in to the account, no new record); naming another one answers WRONG_ACCOUNT.
   */
  async function joinAccount(
    reply: FastifyReply,
    session: SessionRow,
    lead: Record<string, unknown> & LeadBusiness,
  ) {
    const email = session.email!;
    const contact = await repos.accountContacts.find(email);
    const account = contact && (await repos.merchants.findById(contact.merchantId));
    if (!contact || !account || contact.merchantId !== session.merchant_id) {
      return reply.code(401).send({ error: REAUTHENTICATE_ERROR });
    }
    await repos.accountContacts.setDetails(email, lead);
    const accountLead = leadOfRow(account);
    const joins = leadMatchesAccount(lead, {
      registeredCountry: accountLead?.registeredCountry ?? '',
      storeName: accountLead?.storeName ?? '',
    });
    const identity = { email, merchant_id: account.id, captcha_verified_at: null };
    if (!joins) {
      await sessions.start(reply, { kind: 'wrong_account', ...identity }, session);
      return { userState: 'WRONG_ACCOUNT', formCompletedState: emptyFormCompletedState(), email };
    }
    await sessions.start(reply, { kind: 'authenticated', ...identity }, session);
    const accountFields = await repos.merchantAccounts.get(account.id);
    return {
      ...merchantUserState(account, {
        mark: accountFields?.accountMark ?? '',
        appIds: config.platformAppIds,
      }),
      email,
      joinedAccount: true,
    };
  }

  app.post(
    '/signup',
    { config: signInRateLimit(config), bodyLimit: SIGN_IN_BODY_LIMIT },
    async (request, reply) => {
      const session = await sessions.read(request);
      if (
        !session ||
        (session.kind !== 'pre_lead' && session.kind !== 'contact') ||
        !session.email
      ) {
        return reply.code(401).send({ error: REAUTHENTICATE_ERROR });
      }
      const parsed = v.safeParse(SignupSchema, request.body);
      if (!parsed.success) {
        return reply.code(400).send({ error: SIGNUP_DATA_INVALID });
      }
      // The same lead schema as the lead form in the browser (domain/schemas).
      const checked = parseSection('lead', leadOfPayload(parsed.output.data));
      if (!checked.success) return reply.code(400).send(fieldErrors(checked.errors));
      const answers = autoSwitchSalesChannel(checked.output as LeadAnswers);
      const email = v.parse(EmailSchema, answers.email);
      if (email !== session.email) {
        return (await repos.merchants.findByEmail(email))
          ? reply
              .code(400)
              .send(
                fieldErrors(
                  { email: { code: 'InvalidEmail', error: EMAIL_IN_USE_FIELD_ERROR } },
                  EMAIL_IN_USE_ERROR,
                ),
              )
          : reply
              .code(400)
              .send(
                fieldErrors({ email: { code: 'FieldMismatch', error: EMAIL_NOT_SIGNED_IN_ERROR } }),
              );
      }
      const lead = {
        ...answers,
        ...trackingOfPayload(parsed.output.data),
        // doc 1 §4: the experiment group, device id and link source of the visit that signed up.
        ...signUpSourceOfPayload(parsed.output.data),
        email,
        registeredCountry: toCountryCode(answers.registeredCountry) ?? answers.registeredCountry,
        leadSource: LEAD_SOURCE,
      };

      if (session.kind === 'contact') return joinAccount(reply, session, lead);

      const now = clock();
      const merchantId = randomUUID();
      const mlsProspectRef = `MP-${randomBytes(6).toString('hex').toUpperCase()}`;
      const formCompletedState = emptyFormCompletedState();
      // Square, Squarespace and Maropost leads continue on their platform's page (0070).
      const userState = platformUserState(lead);
      const created = await repos.merchants.create({
        id: merchantId,
        email,
        user_state: userState,
        onboarding_status: null,
        form_completed_state: JSON.stringify(formCompletedState),
        lead: JSON.stringify(lead),
        mls_prospect_ref: mlsProspectRef,
        created_at: now,
        updated_at: now,
      });
      if (!created) {
        return reply
          .code(400)
          .send(
            fieldErrors(
              { email: { code: 'InvalidEmail', error: EMAIL_IN_USE_FIELD_ERROR } },
              EMAIL_IN_USE_ERROR,
            ),
          );
      }
      await sessions.start(
        reply,
        { kind: 'authenticated', email, merchant_id: merchantId, captcha_verified_at: null },
        session,
      );
      // doc 1 §4: the ol_src link a sign-up came through is kept for analytics only.
      await deps.funnel.milestones(
        subjectOfMerchant({ email, lead: JSON.stringify(lead) }),
        ['lead_saved'],
        lead.linkSource ? { linkSource: lead.linkSource } : {},
      );
      return {
        userState,
        formCompletedState,
        mlsProspectRef,
        email,
        ...platformAppIdsFor(userState, config.platformAppIds),
      };
    },
  );
}
