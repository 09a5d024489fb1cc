/**
 * POST /api/back-office/webhooks: the provider's back office tells the portal what it decided.
 * The raw body is checked against the signature before it is parsed; an event id is accepted
 * once; every applied event is audited as `webhook:<event id>`. Events name their merchant by
 * mlsProspectRef, except maintenance.changed, which switches the whole portal.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  BACK_OFFICE_WEBHOOK_PATH,
  COMPLIANCE_DECISIONS,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookEvent,
} from '../../domain/api/back-office-api';
import { OPPORTUNITY_STAGES } from '../../domain/api/status-api';
import { CASH_PAY_ONBOARDING_STATUSES, MAX_OWNERS } from '../../domain/merchant/merchant-account';
import { ONBOARDING_GROUPS } from '../../domain/picklists/onboarding-groups';
import { isValidEmailAddress, normaliseEmail } from '../../domain/session/email-address';
import { ACCOUNT_MARKS } from '../../domain/session/account-marks';
import { MAX_ACCOUNT_CONTACTS } from '../../domain/session/account-contacts';
import type { BackOfficeDeps } from './back-office-deps';
import type { ChangeResult } from './back-office-service';
import { verifyWebhookSignature } from './webhook-signature';
import type { RevisionOutcome } from '../revision/revision-service';

export const WEBHOOKS_OFF =
  'Webhooks are not configured on this server (WEBHOOK_SECRET is not set).';
export const SIGNATURE_INVALID = 'The webhook signature is not valid.';
export const SIGNATURE_STALE =
  'The webhook timestamp is more than five minutes from the server time.';
export const EVENT_REPLAYED = 'This event was already received.';
export const EVENT_INVALID = 'The webhook body is not a known event.';
export const UNKNOWN_PROSPECT = 'No merchant has that mlsProspectRef.';

const WEBHOOK_BODY_LIMIT = 64 * 1024;
const Ref = { mlsProspectRef: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) };
const Envelope = {
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{1,128}$/)),
  createdAt: v.optional(v.number()),
};

const EventSchema = v.variant('type', [
  v.object({
    ...Envelope,
    type: v.literal('compliance.decided'),
    data: v.object({
      ...Ref,
      status: v.picklist(COMPLIANCE_DECISIONS),
      note: v.optional(v.pipe(v.string(), v.maxLength(2000))),
    }),
  }),
  v.object({
    ...Envelope,
    type: v.literal('opportunity_stage.changed'),
    data: v.object({
      ...Ref,
      opportunityStage: v.picklist(OPPORTUNITY_STAGES),
      opportunityOwnerEmail: v.optional(
        v.pipe(
          v.string(),
          v.check((e) => e === '' || isValidEmailAddress(e)),
          v.transform(normaliseEmail),
        ),
      ),
    }),
  }),
  v.object({
    ...Envelope,
    type: v.literal('onboarding_group.changed'),
    data: v.object({ ...Ref, onboardingGroup: v.picklist(ONBOARDING_GROUPS) }),
  }),
  v.object({
    ...Envelope,
    type: v.literal('owner_controls.changed'),
    data: v.object({
      ...Ref,
      ownerControls: v.pipe(
        v.array(v.object({ requireId: v.boolean(), requireCertifiedId: v.boolean() })),
        v.minLength(1),
        v.maxLength(MAX_OWNERS),
      ),
    }),
  }),
  v.object({
    ...Envelope,
    type: v.literal('instore_transaction.recorded'),
    data: v.object({
      ...Ref,
      storeLocationId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
      amountCents: v.optional(
        v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
      ),
    }),
  }),
  v.object({
    ...Envelope,
    type: v.literal('account.created'),
    data: v.object({
      ...Ref,
      merchantId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/))),
    }),
  }),
  v.object({
    ...Envelope,
    type: v.literal('cash_pay.changed'),
    data: v.pipe(
      v.object({
        ...Ref,
        cashPayEligible: v.optional(v.boolean()),
        cashPayOnboardingStatus: v.optional(v.picklist(CASH_PAY_ONBOARDING_STATUSES)),
        cashPayIntegrationComplete: v.optional(v.boolean()),
        cashPayInvalidFee: v.optional(v.boolean()),
      }),
      v.check((data) => Object.keys(data).length > 1),
    ),
  }),
  v.object({
    ...Envelope,
    type: v.literal('account_mark.changed'),
    data: v.object({ ...Ref, accountMark: v.nullable(v.picklist(ACCOUNT_MARKS)) }),
  }),
  v.object({
    ...Envelope,
    type: v.literal('contacts.changed'),
    data: v.object({
      ...Ref,
      contactEmails: v.pipe(
        v.array(v.pipe(v.string(), v.check(isValidEmailAddress), v.transform(normaliseEmail))),
        v.maxLength(MAX_ACCOUNT_CONTACTS),
        v.check((emails) => new Set(emails).size === emails.length),
      ),
      administratorEmails: v.optional(
        v.array(v.pipe(v.string(), v.check(isValidEmailAddress), v.transform(normaliseEmail))),
      ),
    }),
  }),
  v.object({
    ...Envelope,
    type: v.literal('revision.requested'),
    // The items' rules and messages are the console's (server/revision/revision-request-check).
    data: v.object({
      ...Ref,
      items: v.array(
        v.looseObject({ key: v.string(), reason: v.string(), note: v.optional(v.string()) }),
      ),
      deadlineDays: v.optional(v.number()),
    }),
  }),
  v.object({
    ...Envelope,
    type: v.literal('revision.withdrawn'),
    data: v.object({ ...Ref }),
  }),
  v.object({
    ...Envelope,
    type: v.literal('maintenance.changed'),
    data: v.object({ on: v.boolean() }),
  }),
]);

/** The webhook endpoint, in a scope of its own that reads JSON bodies as raw bytes. */
export async function webhookRoutes(app: FastifyInstance, deps: BackOfficeDeps): Promise<void> {
  const { bo, backOffice, clock, config } = deps;

  async function apply(
    merchantId: string,
    event: Exclude<WebhookEvent, { type: 'maintenance.changed' }>,
  ): Promise<ChangeResult | RevisionOutcome> {
    const actor = `webhook:${event.id}`;
    switch (event.type) {
      case 'revision.requested': {
        const { mlsProspectRef: _ref, ...body } = event.data;
        return deps.revisions.request(merchantId, body, { actor, requestedBy: 'back-office' });
      }
      case 'revision.withdrawn':
        return deps.revisions.withdraw(merchantId, actor);
      case 'contacts.changed':
        return backOffice.setContacts(
          merchantId,
          event.data.contactEmails,
          actor,
          event.data.administratorEmails,
        );
      case 'account_mark.changed':
        return backOffice.setAccountMark(merchantId, event.data.accountMark, actor);
      case 'compliance.decided':
        return backOffice.decideCompliance(merchantId, event.data.status, actor, event.data.note);
      case 'opportunity_stage.changed':
        return backOffice.setOpportunityStage(
          merchantId,
          event.data.opportunityStage,
          event.data.opportunityOwnerEmail,
          actor,
        );
      case 'onboarding_group.changed':
        return backOffice.setOnboardingGroup(merchantId, event.data.onboardingGroup, actor);
      case 'owner_controls.changed':
        return backOffice.setOwnerControls(merchantId, event.data.ownerControls, actor);
      case 'instore_transaction.recorded':
        return backOffice.recordTestTransaction(
          merchantId,
          event.data.storeLocationId,
          actor,
          event.data.amountCents,
        );
      case 'account.created':
        return backOffice.createAccount(merchantId, actor, event.data.merchantId);
      case 'cash_pay.changed': {
        const { mlsProspectRef: _ref, ...patch } = event.data;
        return backOffice.setCashPay(merchantId, patch, actor);
      }
    }
  }

  await app.register(async (scope) => {
    // The signature covers the bytes as sent, so the body must not be parsed before it is checked.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    scope.post(BACK_OFFICE_WEBHOOK_PATH, async (request, reply) => {
      const secret = config.backOffice.webhookSecret;
      if (!secret) return reply.code(503).send({ error: WEBHOOKS_OFF });
      if (!Buffer.isBuffer(request.body)) return reply.code(400).send({ error: EVENT_INVALID });
      const header = request.headers[WEBHOOK_SIGNATURE_HEADER];
      const check = verifyWebhookSignature(
        secret,
        typeof header === 'string' ? header : undefined,
        request.body,
        clock(),
      );
      if (!check.ok) {
        request.log.warn({ reason: check.reason }, 'webhook refused');
        return reply
          .code(401)
          .send({ error: check.reason === 'stale' ? SIGNATURE_STALE : SIGNATURE_INVALID });
      }
      let json: unknown;
      try {
        json = JSON.parse(request.body.toString('utf8'));
      } catch {
        return reply.code(400).send({ error: 'The request body is not valid JSON.' });
      }
      const parsed = v.safeParse(EventSchema, json);
      if (!parsed.success) return reply.code(400).send({ error: EVENT_INVALID });
      const event = parsed.output as WebhookEvent;
      if (event.type === 'maintenance.changed') {
        // Portal-wide: no merchant to find.
        if (!(await bo.webhookEvents.recordOnce(event.id, event.type, clock()))) {
          return reply.code(409).send({ error: EVENT_REPLAYED });
        }
        await backOffice.setMaintenance(event.data.on, `webhook:${event.id}`);
        return { received: true, id: event.id };
      }
      const merchantId = await bo.merchantStatus.idByProspectRef(event.data.mlsProspectRef);
      if (!merchantId) return reply.code(404).send({ error: UNKNOWN_PROSPECT });
      if (!(await bo.webhookEvents.recordOnce(event.id, event.type, clock()))) {
        return reply.code(409).send({ error: EVENT_REPLAYED });
      }
      let result: ChangeResult | RevisionOutcome;
      try {
        result = await apply(merchantId, event);
      } catch (error) {
        await bo.webhookEvents.forget(event.id);
        throw error;
      }
      if (!result.ok) {
        // Not applied: the sender may deliver the same event again once the cause is fixed.
        await bo.webhookEvents.forget(event.id);
        return reply.code(result.status).send({ error: result.error });
      }
      return { received: true, id: event.id };
    });
  });
}
