/**
 * The console's application calls under /api/ops/applications: list and search, view one (PII
 * masked), and the back office's changes. Each change goes through the back office service,
 * which checks it and writes the audit log.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import {
  COMPLIANCE_DECISIONS,
  OPS_API,
  type ApplicationListResponse,
} from '../../domain/api/back-office-api';
import { OPPORTUNITY_STAGES } from '../../domain/api/status-api';
import { CASH_PAY_ONBOARDING_STATUSES, MAX_OWNERS } from '../../domain/merchant/merchant-account';
import { ONBOARDING_GROUPS } from '../../domain/picklists/onboarding-groups';
import { isValidEmailAddress, normaliseEmail } from '../../domain/session/email-address';
import { ACCOUNT_MARKS } from '../../domain/session/account-marks';
import { MAX_ACCOUNT_CONTACTS } from '../../domain/session/account-contacts';
import { ONBOARDING_STATUSES } from '../../domain/journey/onboarding-status';
import type { BackOfficeDeps } from '../back-office/back-office-deps';
import { APPLICATION_NOT_FOUND, type ChangeResult } from '../back-office/back-office-service';
import { parseBody } from '../http/parse-body';
import { applicationDetail, applicationSummary } from './application-views';
import { opsActor, requireOps } from './require-ops';

const MAX_PAGE_SIZE = 100;
/** With a search text, at most this many candidates are read before the precise match. */
const MAX_SEARCH_CANDIDATES = 5000;

const ListQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  status: v.optional(v.picklist(ONBOARDING_STATUSES)),
  page: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)),
    '1',
  ),
  pageSize: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(MAX_PAGE_SIZE),
    ),
    '20',
  ),
});
const IdParams = v.object({ id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/)) });
const LocationParams = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/)),
  locationId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
});

const ComplianceBody = v.object({
  decision: v.picklist(COMPLIANCE_DECISIONS),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000))),
});
const StageBody = v.object({
  opportunityStage: v.picklist(OPPORTUNITY_STAGES),
  opportunityOwnerEmail: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((email) => email === '' || isValidEmailAddress(email)),
      v.transform(normaliseEmail),
    ),
  ),
});
const GroupBody = v.object({ onboardingGroup: v.picklist(ONBOARDING_GROUPS) });
const OwnerControlsBody = v.object({
  ownerControls: v.pipe(
    v.array(v.strictObject({ requireId: v.boolean(), requireCertifiedId: v.boolean() })),
    v.minLength(1),
    v.maxLength(MAX_OWNERS),
  ),
});

const CashPayBody = v.pipe(
  v.strictObject({
    cashPayEligible: v.optional(v.boolean()),
    cashPayOnboardingStatus: v.optional(v.picklist(CASH_PAY_ONBOARDING_STATUSES)),
    cashPayIntegrationComplete: v.optional(v.boolean()),
    cashPayInvalidFee: v.optional(v.boolean()),
  }),
  v.check((body) => Object.keys(body).length > 0),
);

const ContactsBody = v.strictObject({
  contactEmails: v.pipe(
    v.array(
      v.pipe(v.string(), v.trim(), v.check(isValidEmailAddress), v.transform(normaliseEmail)),
    ),
    v.maxLength(MAX_ACCOUNT_CONTACTS),
    v.check((emails) => new Set(emails).size === emails.length),
  ),
  administratorEmails: v.optional(
    v.array(
      v.pipe(v.string(), v.trim(), v.check(isValidEmailAddress), v.transform(normaliseEmail)),
    ),
  ),
});
const AccountMarkBody = v.strictObject({ accountMark: v.nullable(v.picklist(ACCOUNT_MARKS)) });

const BAD_REQUEST = {
  contacts: `Give contactEmails: a list of at most ${MAX_ACCOUNT_CONTACTS} different e-mail addresses (empty to remove them all), and optionally administratorEmails: those of them who are administrators.`,
  accountMark: `Give accountMark: one of ${ACCOUNT_MARKS.join(', ')}, or null to clear it.`,
  cashPay: `Set at least one of cashPayEligible, cashPayIntegrationComplete, cashPayInvalidFee (true or false) or cashPayOnboardingStatus (${CASH_PAY_ONBOARDING_STATUSES.join(', ')}).`,
  compliance: `Choose a decision: ${COMPLIANCE_DECISIONS.join(', ')}.`,
  stage: `Choose an opportunity stage (${OPPORTUNITY_STAGES.join(', ')}); the owner's e-mail, when given, must be an e-mail address.`,
  group: `Choose an onboarding group: ${ONBOARDING_GROUPS.join(', ')}.`,
  ownerControls: `Give the controls of 1 to ${MAX_OWNERS} owners, each {requireId, requireCertifiedId} as true or false.`,
};

/** The console's application calls. */
export async function opsApplicationRoutes(
  app: FastifyInstance,
  deps: BackOfficeDeps,
): Promise<void> {
  const { backOffice, bo } = deps;
  const guard = { preHandler: requireOps(deps.opsSessions), bodyLimit: 16 * 1024 };

  /** Answers a change with the application as it now is. */
  const answer = async (reply: FastifyReply, id: string, result: ChangeResult) => {
    if (!result.ok) return reply.code(result.status).send({ error: result.error });
    return (
      (await applicationDetail(deps, id)) ?? reply.code(404).send({ error: APPLICATION_NOT_FOUND })
    );
  };
  const idOf = (params: unknown) => parseBody(IdParams, params)?.id;

  app.get(
    OPS_API.applications,
    guard,
    async (request, reply): Promise<ApplicationListResponse | undefined> => {
      const query = parseBody(ListQuery, request.query);
      if (!query) return reply.code(400).send({ error: 'The search is not valid.' });
      await backOffice.markSubmitted('all');
      const { page, pageSize } = query;
      // Records without a stored status are the ones still being filled in.
      const status =
        query.status === undefined
          ? undefined
          : query.status === 'IN_PROGRESS'
            ? null
            : query.status;
      const text = query.q?.toLowerCase();
      if (!text) {
        const rows = await bo.applications.list({
          status,
          limit: pageSize,
          offset: (page - 1) * pageSize,
        });
        return {
          items: rows.map(applicationSummary),
          total: await bo.applications.count({ status }),
          page,
          pageSize,
        };
      }
      // The SQL match is broad (any lead text); the precise one is the e-mail or the store name.
      const candidates = await bo.applications.list({
        text,
        status,
        limit: MAX_SEARCH_CANDIDATES,
        offset: 0,
      });
      const matches = candidates
        .map(applicationSummary)
        .filter((item) => item.email.includes(text) || item.storeName.toLowerCase().includes(text));
      return {
        items: matches.slice((page - 1) * pageSize, page * pageSize),
        total: matches.length,
        page,
        pageSize,
      };
    },
  );

  app.get(`${OPS_API.applications}/:id`, guard, async (request, reply) => {
    const id = idOf(request.params);
    const detail = id && (await applicationDetail(deps, id));
    return detail || reply.code(404).send({ error: APPLICATION_NOT_FOUND });
  });

  app.post(`${OPS_API.applications}/:id/compliance`, guard, async (request, reply) => {
    const id = idOf(request.params);
    if (!id) return reply.code(404).send({ error: APPLICATION_NOT_FOUND });
    const body = parseBody(ComplianceBody, request.body);
    if (!body) return reply.code(400).send({ error: BAD_REQUEST.compliance });
    return answer(
      reply,
      id,
      await backOffice.decideCompliance(id, body.decision, opsActor(request), body.note),
    );
  });

  app.post(`${OPS_API.applications}/:id/opportunity-stage`, guard, async (request, reply) => {
    const id = idOf(request.params);
    if (!id) return reply.code(404).send({ error: APPLICATION_NOT_FOUND });
    const body = parseBody(StageBody, request.body);
    if (!body) return reply.code(400).send({ error: BAD_REQUEST.stage });
    const result = await backOffice.setOpportunityStage(
      id,
      body.opportunityStage,
      body.opportunityOwnerEmail,
      opsActor(request),
    );
    return answer(reply, id, result);
  });

  app.post(`${OPS_API.applications}/:id/onboarding-group`, guard, async (request, reply) => {
    const id = idOf(request.params);
    if (!id) return reply.code(404).send({ error: APPLICATION_NOT_FOUND });
    const body = parseBody(GroupBody, request.body);
    if (!body) return reply.code(400).send({ error: BAD_REQUEST.group });
    return answer(
      reply,
      id,
      await backOffice.setOnboardingGroup(id, body.onboardingGroup, opsActor(request)),
    );
  });

  app.post(`${OPS_API.applications}/:id/owner-controls`, guard, async (request, reply) => {
    const id = idOf(request.params);
    if (!id) return reply.code(404).send({ error: APPLICATION_NOT_FOUND });
    const body = parseBody(OwnerControlsBody, request.body);
    if (!body) return reply.code(400).send({ error: BAD_REQUEST.ownerControls });
    return answer(
      reply,
      id,
      await backOffice.setOwnerControls(id, body.ownerControls, opsActor(request)),
    );
  });

  app.post(`${OPS_API.applications}/:id/cash-pay`, guard, async (request, reply) => {
    const id = idOf(request.params);
    if (!id) return reply.code(404).send({ error: APPLICATION_NOT_FOUND });
    const body = parseBody(CashPayBody, request.body);
    if (!body) return reply.code(400).send({ error: BAD_REQUEST.cashPay });
    return answer(reply, id, await backOffice.setCashPay(id, body, opsActor(request)));
  });

  app.post(`${OPS_API.applications}/:id/contacts`, guard, async (request, reply) => {
    const id = idOf(request.params);
    if (!id) return reply.code(404).send({ error: APPLICATION_NOT_FOUND });
    const body = parseBody(ContactsBody, request.body);
    if (!body) return reply.code(400).send({ error: BAD_REQUEST.contacts });
    return answer(
      reply,
      id,
      await backOffice.setContacts(
        id,
        body.contactEmails,
        opsActor(request),
        body.administratorEmails,
      ),
    );
  });

  app.post(`${OPS_API.applications}/:id/account-mark`, guard, async (request, reply) => {
    const id = idOf(request.params);
    if (!id) return reply.code(404).send({ error: APPLICATION_NOT_FOUND });
    const body = parseBody(AccountMarkBody, request.body);
    if (!body) return reply.code(400).send({ error: BAD_REQUEST.accountMark });
    return answer(
      reply,
      id,
      await backOffice.setAccountMark(id, body.accountMark, opsActor(request)),
    );
  });

  app.post(
    `${OPS_API.applications}/:id/store-locations/:locationId/test-transaction`,
    guard,
    async (request, reply) => {
      const params = parseBody(LocationParams, request.params);
      if (!params) return reply.code(404).send({ error: APPLICATION_NOT_FOUND });
      const result = await backOffice.recordTestTransaction(
        params.id,
        params.locationId,
        opsActor(request),
      );
      return answer(reply, params.id, result);
    },
  );
}
