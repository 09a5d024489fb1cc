/**
 * The merchant agreement's calls (docs/decisions/0080): the public read of the current version
 * behind /app/merchant-agreement/fullpage, and the admin routes /admin/generate-agreement and
 * /admin/update-agreement of doc 1 §2, which only the operations console's accounts may use
 * (anonymous 401, a merchant's session 403). Bad input answers 400 with a clear message.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  AGREEMENT_BAD_LINK_MESSAGE,
  readAgreementLink,
  type AgreementLink,
} from '../../domain/agreement/agreement-link';
import {
  AGREEMENT_API,
  AGREEMENT_TEXT_REFUSED,
  AgreementTextSchema,
  MAX_AGREEMENT_BODY,
  type AdminAgreementDocument,
  type AgreementDocument,
} from '../../domain/api/agreement-api';
import { COUNTRY_CODES } from '../../domain/countries/country-code';
import type { BackOfficeDeps } from '../back-office/back-office-deps';
import { parseBody } from '../http/parse-body';
import { OPS_SIGN_IN_REQUIRED, opsActor } from '../ops/require-ops';
import {
  adminDocumentOf,
  currentAgreementVersion,
  documentOf,
  publishAgreement,
} from './agreement-service';

/** A merchant (or anyone signed in to the portal) on a console-only route. */
export const OPS_ONLY = 'Only the operations console can manage merchant agreements.';
/** The admin routes' refusal of an unknown combination. */
export const AGREEMENT_KEY_REFUSED = `Choose a country (${COUNTRY_CODES.join(', ')}), an industry from the industry list and the product of that country's brand (provider for AU, CA and NZ; uk for UK; cashApp for US).`;

const Param = v.optional(v.pipe(v.string(), v.maxLength(200)));
const KeySchema = v.object({ country: Param, industry: Param, product: Param });

const linkOf = (value: unknown): AgreementLink | undefined => {
  const parsed = parseBody(KeySchema, value);
  return parsed && readAgreementLink(parsed);
};

/** Registers the agreement calls. */
export async function agreementRoutes(app: FastifyInstance, deps: BackOfficeDeps): Promise<void> {
  const { repos, clock, bo } = deps;

  /** Console accounts only: 401 without any session, 403 with a merchant's. */
  const requireConsole = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const user = await deps.opsSessions.read(request);
    if (user) {
      request.opsUser = user;
      return;
    }
    const merchant = await deps.sessions.read(request);
    if (merchant && merchant.kind !== 'anonymous') {
      return reply.code(403).send({ error: OPS_ONLY });
    }
    return reply.code(401).send({ error: OPS_SIGN_IN_REQUIRED });
  };

  app.get(
    AGREEMENT_API.agreement,
    async (request, reply): Promise<AgreementDocument | undefined> => {
      reply.header('cache-control', 'no-cache');
      const link = linkOf(request.query);
      if (!link?.ok) {
        // doc 2 §8: the bad merchant agreement link, word for word.
        return reply
          .code(400)
          .send({ error: AGREEMENT_BAD_LINK_MESSAGE, reason: link?.reason ?? 'malformed' });
      }
      return documentOf(await currentAgreementVersion(repos.agreements, link.key, clock()));
    },
  );

  app.post(
    AGREEMENT_API.generate,
    { preHandler: requireConsole, bodyLimit: 4 * 1024 },
    async (request, reply): Promise<AdminAgreementDocument | undefined> => {
      const link = linkOf(request.body);
      if (!link?.ok) return reply.code(400).send({ error: AGREEMENT_KEY_REFUSED });
      return adminDocumentOf(await currentAgreementVersion(repos.agreements, link.key, clock()));
    },
  );

  app.post(
    AGREEMENT_API.update,
    // Four bytes a character at most, plus the key and the title.
    { preHandler: requireConsole, bodyLimit: MAX_AGREEMENT_BODY * 4 + 16 * 1024 },
    async (request, reply): Promise<AdminAgreementDocument | undefined> => {
      const link = linkOf(request.body);
      if (!link?.ok) return reply.code(400).send({ error: AGREEMENT_KEY_REFUSED });
      const text = parseBody(AgreementTextSchema, request.body);
      if (!text) return reply.code(400).send({ error: AGREEMENT_TEXT_REFUSED });
      const now = clock();
      const row = await publishAgreement(repos.agreements, link.key, text, opsActor(request), now);
      await bo.audit.append(
        {
          actor: opsActor(request),
          action: 'agreement.published',
          merchantId: null,
          before: null,
          after: { ...link.key, version: row.version, title: row.title },
        },
        now,
      );
      return reply.code(201).send(adminDocumentOf(row));
    },
  );
}
