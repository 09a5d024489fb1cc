/**
 * Requests for changes (docs/decisions/0262): a reviewer or the back office asks, withdraws, and
 * decides; the merchant sends. Every transition is judged by the revision chart
 * (machines/revision/revision-judge.ts) and written under the merchant's lock, with the status
 * compare-and-set in the same transaction; then it is audited, the open pages are told, the
 * keeper restarts the request's chart, and the e-mail goes.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  allowedComplianceDecisions,
  type ComplianceDecision,
} from '../../domain/api/back-office-api';
import type { MerchantRevision } from '../../domain/api/revision-api';
import { NO_REVISION_TO_SEND, REVISION_NOT_READY } from '../../domain/api/revision-api';
import type { Text } from '../../domain/i18n/message';
import { sayIn } from '../i18n/say';
import type { OnboardingStatus } from '../../domain/journey/onboarding-status';
import { isValidEmailAddress } from '../../domain/session/email-address';
import {
  isOpenRevisionState,
  revisionDeadline,
  type RevisionFacts,
} from '../../domain/revision/revision-request';
import { judgeRevisionEvent, revisionState } from '../../machines/revision/revision-judge';
import type { Clock } from '../app/clock';
import type { AuditLogRepository } from '../back-office/back-office-repositories';
import { APPLICATION_NOT_FOUND, refusalOf } from '../back-office/back-office-outcomes';
import type { Repositories } from '../db/repositories';
import { maskEmail, type Mailer, type OutgoingMail } from '../mail/mailer';
import { revisionRequestedMail, revisionSentMail, revisionWithdrawnMail } from './revision-mail';
import { checkRevisionRequest } from './revision-request-check';
import { isSecondOpenRequest } from './revision-repository';
import { merchantRevisionOf } from './revision-views';

export const REVISION_ALREADY_OPEN =
  'A request for changes is already open on this application. Withdraw it before asking again.';
export const NO_OPEN_REVISION = 'No request for changes is open on this application.';
export const WITHDRAW_FIRST = 'Withdraw the open request for changes first.';
export const REVISION_RACE =
  'The application changed while you were asking. Reload it and try again.';

export type RevisionOutcome = { ok: true } | { ok: false; status: 400 | 404 | 409; error: Text };

/** Who asks: the audit's actor, and who the request says asked (a reviewer's e-mail). */
export interface RevisionActor {
  actor: string;
  requestedBy: string;
}

export interface RevisionServiceDeps {
  repos: Repositories;
  withMerchantLock<T>(merchantId: string, work: (repos: Repositories) => Promise<T>): Promise<T>;
  statusOf(merchantId: string): Promise<OnboardingStatus | undefined>;
  audit: AuditLogRepository;
  mailer: Mailer;
  clock: Clock;
  publicUrl: () => string;
  /** Where a reviewer's e-mail goes when the request came from the back office. */
  supportEmail: () => string | undefined;
  log: FastifyBaseLogger;
  /** Open status pages refetch (docs/decisions/0130). */
  notify(merchantId: string): Promise<void>;
  /** The keeper restarts the merchant's chart after a change. */
  changed(merchantId: string): Promise<void>;
}

/** A refusal decided inside the transaction: thrown to undo it. */
class Refused extends Error {
  constructor(readonly outcome: Exclude<RevisionOutcome, { ok: true }>) {
    super(sayIn('en', outcome.error));
  }
}
const refused = (status: 400 | 404 | 409, error: Text) => new Refused({ ok: false, status, error });

/** The reviewer's address of a request: who asked when that is an e-mail, else support. */
export function reviewerAddressOf(
  facts: RevisionFacts,
  supportEmail: string | undefined,
): string | undefined {
  return isValidEmailAddress(facts.requestedBy) ? facts.requestedBy : supportEmail;
}

export function createRevisionService(deps: RevisionServiceDeps) {
  const { repos, clock, log } = deps;
  const statusUrl = () => `${deps.publicUrl()}/app/status`;
  const consoleUrl = () => `${deps.publicUrl()}/app/ops`;
  const audit = (
    actor: string,
    action: string,
    merchantId: string,
    before: unknown,
    after: unknown,
  ) => deps.audit.append({ actor, action, merchantId, before, after }, clock());

  async function send(mail: OutgoingMail | undefined) {
    if (!mail) return;
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      // The change stands; the status page and the console show it without the e-mail.
      log.error({ err: error, to: maskEmail(mail.to) }, 'a revision e-mail could not be sent');
    }
  }
  const merchantEmail = async (merchantId: string) =>
    (await repos.merchants.findById(merchantId))?.email;
  /** The language a merchant's e-mails are written in: their stored choice, else English. */
  const languageOf = async (email: string) =>
    (await repos.languageChoices.languageOf(email)) ?? 'en';

  /** Runs `work` under the lock; a Refused thrown inside undoes it and becomes its outcome. */
  async function locked<T>(
    merchantId: string,
    work: (locked: Repositories) => Promise<T>,
  ): Promise<T | Exclude<RevisionOutcome, { ok: true }>> {
    try {
      return await deps.withMerchantLock(merchantId, work);
    } catch (error) {
      if (error instanceof Refused) return error.outcome;
      if (isSecondOpenRequest(error))
        return { ok: false, status: 409, error: REVISION_ALREADY_OPEN };
      throw error;
    }
  }

  /** Moves the stored status from REQUIRES_ATTENTION back to IN_REVIEW, if it is there. */
  async function backToReview(locked: Repositories, merchantId: string, now: number) {
    const stored = (await locked.merchantAccounts.get(merchantId))?.onboardingStatus || null;
    if (stored !== 'REQUIRES_ATTENTION') return false;
    return locked.revisions.status.compareAndSet(merchantId, stored, 'IN_REVIEW', now);
  }

  async function afterChange(merchantId: string) {
    await deps.notify(merchantId);
    await deps.changed(merchantId);
  }

  return {
    /** Asks the merchant for changes: the application becomes REQUIRES_ATTENTION. */
    async request(merchantId: string, body: unknown, who: RevisionActor): Promise<RevisionOutcome> {
      const from = await deps.statusOf(merchantId);
      if (!from) return { ok: false, status: 404, error: APPLICATION_NOT_FOUND };
      const sections = await repos.merchantSections.get(merchantId);
      const checked = checkRevisionRequest(body, {
        owners: sections.owners?.length ?? 0,
        locations: sections.locations?.length ?? 0,
      });
      if (!checked.ok) return { ok: false, status: 400, error: checked.error };
      const now = clock();
      const facts: RevisionFacts = {
        id: randomUUID(),
        merchantId,
        items: checked.items,
        requestedBy: who.requestedBy,
        createdAt: now,
        deadline: revisionDeadline(now, checked.days),
        remindedAt: null,
        overdueAt: null,
        sentAt: null,
        closedAt: null,
        closedAs: null,
        closedBy: null,
      };
      const result = await locked(merchantId, async (locked) => {
        const current = await locked.revisions.current(merchantId);
        let resolved: RevisionFacts | undefined;
        if (current) {
          // A request the merchant sent is resolved by this next decision of the reviewer.
          const judged = judgeRevisionEvent(
            current,
            { type: 'decided', by: who.actor, at: now },
            now,
          );
          if (!judged) throw refused(409, REVISION_ALREADY_OPEN);
          await locked.revisions.close(judged.facts);
          resolved = judged.facts;
        }
        const stored = (await locked.merchantAccounts.get(merchantId))?.onboardingStatus || null;
        const status = stored ?? from;
        if (!allowedComplianceDecisions(status).includes('REQUIRES_ATTENTION')) {
          throw refused(409, refusalOf(status, 'REQUIRES_ATTENTION'));
        }
        await locked.revisions.insert(facts);
        if (
          !(await locked.revisions.status.compareAndSet(
            merchantId,
            stored,
            'REQUIRES_ATTENTION',
            now,
          ))
        ) {
          throw refused(409, REVISION_RACE);
        }
        return { ok: true as const, status, resolved };
      });
      if (!result.ok) return result;
      if (result.resolved) {
        await audit(
          who.actor,
          'revision.resolved',
          merchantId,
          { revisionId: result.resolved.id },
          {},
        );
      }
      await audit(
        who.actor,
        'revision.requested',
        merchantId,
        { onboardingStatus: result.status },
        {
          onboardingStatus: 'REQUIRES_ATTENTION',
          revisionId: facts.id,
          deadline: facts.deadline,
          items: facts.items.map(({ key, reason, note }) => ({ key, reason, note })),
        },
      );
      await afterChange(merchantId);
      const to = await merchantEmail(merchantId);
      await send(
        to
          ? revisionRequestedMail(to, facts.deadline, statusUrl(), await languageOf(to))
          : undefined,
      );
      return { ok: true };
    },

    /** Withdraws the open request: the application is back IN_REVIEW. */
    async withdraw(merchantId: string, actor: string): Promise<RevisionOutcome> {
      if (!(await repos.merchants.findById(merchantId))) {
        return { ok: false, status: 404, error: APPLICATION_NOT_FOUND };
      }
      const now = clock();
      const result = await locked(merchantId, async (locked) => {
        const current = await locked.revisions.current(merchantId);
        const judged =
          current && judgeRevisionEvent(current, { type: 'withdraw', by: actor, at: now }, now);
        if (!judged) throw refused(409, NO_OPEN_REVISION);
        await locked.revisions.close(judged.facts);
        await backToReview(locked, merchantId, now);
        return { ok: true as const, facts: judged.facts };
      });
      if (!result.ok) return result;
      await audit(
        actor,
        'revision.withdrawn',
        merchantId,
        { onboardingStatus: 'REQUIRES_ATTENTION', revisionId: result.facts.id },
        { onboardingStatus: 'IN_REVIEW' },
      );
      await afterChange(merchantId);
      const to = await merchantEmail(merchantId);
      await send(to ? revisionWithdrawnMail(to, statusUrl(), await languageOf(to)) : undefined);
      return { ok: true };
    },

    /** The merchant sends the changed items for review: the application is back IN_REVIEW. */
    async send(
      merchantId: string,
      email: string,
    ): Promise<{ ok: true; revision: MerchantRevision } | Exclude<RevisionOutcome, { ok: true }>> {
      const now = clock();
      const result = await locked(merchantId, async (locked) => {
        const current = await locked.revisions.current(merchantId);
        if (!current || current.sentAt !== null) throw refused(409, NO_REVISION_TO_SEND);
        const judged = judgeRevisionEvent(current, { type: 'send', at: now }, now);
        if (!judged) throw refused(409, REVISION_NOT_READY);
        await locked.revisions.update(judged.facts);
        await backToReview(locked, merchantId, now);
        return { ok: true as const, facts: judged.facts, state: judged.state };
      });
      if (!result.ok) return result;
      const { facts } = result;
      await audit(
        email,
        'revision.sent',
        merchantId,
        { onboardingStatus: 'REQUIRES_ATTENTION', revisionId: facts.id },
        { onboardingStatus: 'IN_REVIEW' },
      );
      await afterChange(merchantId);
      const reviewer = reviewerAddressOf(facts, deps.supportEmail());
      await send(reviewer ? revisionSentMail(reviewer, merchantId, consoleUrl()) : undefined);
      return {
        ok: true,
        revision: {
          id: facts.id,
          state: result.state,
          deadline: facts.deadline,
          items: facts.items,
        },
      };
    },

    /**
     * Whether a compliance decision may be made: while a request is open to the merchant only
     * INELIGIBLE is (it withdraws the request).
     */
    async checkDecision(
      merchantId: string,
      decision: ComplianceDecision,
    ): Promise<string | undefined> {
      const current = await repos.revisions.current(merchantId);
      if (!current || decision === 'INELIGIBLE') return undefined;
      return isOpenRevisionState(revisionState(current, clock())) ? WITHDRAW_FIRST : undefined;
    },

    /**
     * After a decision was applied: INELIGIBLE withdraws an open request; any decision resolves
     * a request the merchant sent.
     */
    async decided(merchantId: string, actor: string): Promise<void> {
      const now = clock();
      const current = await repos.revisions.current(merchantId);
      if (!current) return;
      const event = current.sentAt === null ? ('withdraw' as const) : ('decided' as const);
      const judged = judgeRevisionEvent(current, { type: event, by: actor, at: now }, now);
      if (!judged || !(await repos.revisions.close(judged.facts))) return;
      await audit(
        actor,
        event === 'withdraw' ? 'revision.withdrawn' : 'revision.resolved',
        merchantId,
        { revisionId: current.id },
        {},
      );
      await deps.changed(merchantId);
    },

    /** The merchant's open request, or null. */
    async openOf(merchantId: string): Promise<MerchantRevision | null> {
      return merchantRevisionOf(await repos.revisions.current(merchantId), clock());
    },
  };
}

export type RevisionService = ReturnType<typeof createRevisionService>;
