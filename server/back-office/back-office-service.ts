/**
 * The provider's back office: every change an operator (console) or the back office itself
 * (webhook) makes to a merchant goes through here, is checked, applied and written to the audit
 * log with who made it and the values before and after.
 */
import { milestonesOfDecision } from '../../domain/funnel/funnel-milestones';
import { subjectOfMerchant, type FunnelRecorder } from '../funnel/funnel-recorder';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  allowedComplianceDecisions,
  type CashPayBackOfficeChange,
  isApproval,
  type ComplianceDecision,
} from '../../domain/api/back-office-api';
import type { MaintenanceSwitch } from '../../domain/api/maintenance-api';
import type { OwnerControl } from '../../domain/merchant/merchant-account';
import type { AccountMark } from '../../domain/session/account-marks';
import type { MaintenanceSwitchService } from '../maintenance/maintenance-switch';
import type { OnboardingStatus } from '../../domain/journey/onboarding-status';
import type { StatusEventKind } from '../../domain/api/status-events-api';
import { randomToken } from '../session/tokens';
import { formCompletedStateOf } from '../session/user-state-response';
import type { Clock } from '../app/clock';
import type { Repositories } from '../db/repositories';
import type { StatusNotifier } from '../status/status-notifier';
import type { Mailer } from '../mail/mailer';
import { maskEmail } from '../mail/mailer';
import type { MerchantAccountRecord } from '../merchant/merchant-accounts-repository';
import type { BackOfficeRepositories } from './back-office-repositories';
import { decisionMail } from './decision-mail';
import { merchantFacts } from './merchant-facts';
import { recordChanges } from './record-changes';
import {
  APPLICATION_NOT_FOUND,
  effectiveStatus,
  refusalOf,
  type ChangeResult,
} from './back-office-outcomes';

export {
  APPLICATION_NOT_FOUND,
  effectiveStatus,
  STORE_LOCATION_NOT_FOUND,
  type ChangeResult,
} from './back-office-outcomes';

/** What a compliance decision asks of the request for changes (server/revision). */
export interface DecisionGate {
  /** Why `decision` must wait (a request is open to the merchant), or undefined. */
  checkDecision(merchantId: string, decision: ComplianceDecision): Promise<string | undefined>;
  /** The decision was applied: it withdraws (INELIGIBLE) or resolves the request. */
  decided(merchantId: string, actor: string): Promise<void>;
}

/** The back office over the portal's repositories. */
export function createBackOffice(deps: {
  repos: Repositories;
  bo: BackOfficeRepositories;
  mailer: Mailer;
  clock: Clock;
  publicUrl: () => string;
  log: FastifyBaseLogger;
  maintenance: MaintenanceSwitchService;
  /** Open status pages refetch on each stored change (docs/decisions/0130). */
  notifier?: Pick<StatusNotifier, 'notify'>;
  /** Records the approval and activation milestones of the funnel (docs/decisions/0255). */
  funnel?: Pick<FunnelRecorder, 'milestones'>;
  /** The open request for changes, which a decision waits for or closes (docs/decisions/0262). */
  revisions?: DecisionGate;
}) {
  const { repos, bo, mailer, clock, log } = deps;
  const notify = (merchantId: string, kind: StatusEventKind) =>
    deps.notifier?.notify(merchantId, kind) ?? Promise.resolve();
  const audit = (
    actor: string,
    action: string,
    merchantId: string | null,
    before: unknown,
    after: unknown,
  ) => bo.audit.append({ actor, action, merchantId, before, after }, clock());

  /** Gives IN_REVIEW to submitted records that have no status yet, and audits it. */
  async function markSubmitted(merchantIds: string[] | 'all'): Promise<void> {
    const changed = await bo.applications.markSubmitted(merchantIds, clock());
    for (const id of changed) {
      await audit(
        'system',
        'onboarding_status.submitted',
        id,
        { onboardingStatus: null },
        { onboardingStatus: 'IN_REVIEW' },
      );
      await notify(id, 'submitted');
    }
  }

  /** Creates the account's merchantId and secret key unless it has them; answers the account. */
  async function createAccount(
    merchantId: string,
    actor: string,
    givenMerchantId?: string,
  ): Promise<ChangeResult> {
    const account = await repos.merchantAccounts.get(merchantId);
    if (!account) return { ok: false, status: 404, error: APPLICATION_NOT_FOUND };
    if (account.merchantId && account.secretKey) {
      await bo.accountRequests.close(merchantId);
      return { ok: true, account };
    }
    const providerMerchantId =
      account.merchantId ||
      givenMerchantId ||
      `MER-${randomBytes(6).toString('hex').toUpperCase()}`;
    const updated = await repos.merchantAccounts.update(merchantId, {
      merchantId: providerMerchantId,
      secretKey: account.secretKey || `sk_${randomToken(32)}`,
    });
    if (!updated) return { ok: false, status: 404, error: APPLICATION_NOT_FOUND };
    await bo.accountRequests.close(merchantId);
    // The secret key itself never enters the audit log.
    await audit(
      actor,
      'account.created',
      merchantId,
      { merchantId: account.merchantId },
      { merchantId: providerMerchantId },
    );
    await notify(merchantId, 'account');
    return { ok: true, account: updated };
  }

  async function sendDecisionMail(merchantId: string, decision: ComplianceDecision, note?: string) {
    const merchant = await repos.merchants.findById(merchantId);
    if (!merchant) return;
    const facts = merchantFacts(merchant, await repos.merchantSections.get(merchantId));
    try {
      await mailer.send(
        decisionMail({
          to: merchant.email,
          decision,
          storeName: facts.storeName,
          note,
          statusUrl: `${deps.publicUrl()}/app/status`,
          language: (await repos.languageChoices.languageOf(merchant.email)) ?? 'en',
        }),
      );
    } catch (error) {
      // The decision stands; the status page shows it even when the mail could not be sent.
      log.error(
        { err: error, to: maskEmail(merchant.email) },
        'the decision e-mail could not be sent',
      );
    }
  }

  return {
    markSubmitted,
    createAccount,
    ...recordChanges({ repos, bo, clock, audit, notify }),

    /** The record's status as the back office sees it, after marking it submitted if due. */
    async statusOf(merchantId: string): Promise<OnboardingStatus | undefined> {
      await markSubmitted([merchantId]);
      const [merchant, account] = await Promise.all([
        repos.merchants.findById(merchantId),
        repos.merchantAccounts.get(merchantId),
      ]);
      if (!merchant || !account) return undefined;
      return effectiveStatus(account.onboardingStatus, formCompletedStateOf(merchant));
    },

    /** Applies a compliance decision the status allows; approval creates the credentials. */
    async decideCompliance(
      merchantId: string,
      decision: ComplianceDecision,
      actor: string,
      note?: string,
    ): Promise<ChangeResult> {
      const from = await this.statusOf(merchantId);
      if (!from) return { ok: false, status: 404, error: APPLICATION_NOT_FOUND };
      if (!allowedComplianceDecisions(from).includes(decision)) {
        return { ok: false, status: 409, error: refusalOf(from, decision) };
      }
      const waiting = await deps.revisions?.checkDecision(merchantId, decision);
      if (waiting) return { ok: false, status: 409, error: waiting };
      const stored = (await repos.merchantAccounts.get(merchantId))?.onboardingStatus || null;
      if (!(await bo.merchantStatus.compareAndSet(merchantId, stored, decision, clock()))) {
        return {
          ok: false,
          status: 409,
          error: 'The application changed while you were deciding. Reload it and decide again.',
        };
      }
      await audit(
        actor,
        'compliance.decided',
        merchantId,
        { onboardingStatus: from },
        { onboardingStatus: decision, ...(note ? { note } : {}) },
      );
      await deps.revisions?.decided(merchantId, actor);
      if (isApproval(decision)) {
        const created = await createAccount(merchantId, actor);
        if (!created.ok) return created;
      }
      const decided = await repos.merchants.findById(merchantId);
      if (decided && deps.funnel) {
        await deps.funnel.milestones(subjectOfMerchant(decided), milestonesOfDecision(decision));
      }
      // Before the mail, which may take a while: the open page shows the decision at once.
      await notify(merchantId, 'compliance');
      await sendDecisionMail(merchantId, decision, note);
      const account = await repos.merchantAccounts.get(merchantId);
      return account
        ? { ok: true, account }
        : { ok: false, status: 404, error: APPLICATION_NOT_FOUND };
    },

    /** Sets the opportunity stage and, when given, the opportunity owner's e-mail. */
    async setOpportunityStage(
      merchantId: string,
      opportunityStage: string,
      opportunityOwnerEmail: string | undefined,
      actor: string,
    ): Promise<ChangeResult> {
      const patch = {
        opportunityStage,
        ...(opportunityOwnerEmail !== undefined ? { opportunityOwnerEmail } : {}),
      };
      return change(merchantId, actor, 'opportunity_stage.changed', patch, 'opportunity-stage');
    },

    async setOnboardingGroup(
      merchantId: string,
      onboardingGroup: string,
      actor: string,
    ): Promise<ChangeResult> {
      return change(
        merchantId,
        actor,
        'onboarding_group.changed',
        { onboardingGroup },
        'onboarding-group',
      );
    },

    async setOwnerControls(
      merchantId: string,
      ownerControls: OwnerControl[],
      actor: string,
    ): Promise<ChangeResult> {
      return change(
        merchantId,
        actor,
        'owner_controls.changed',
        { ownerControls },
        'owner-controls',
      );
    },

    /** Sets the cash pay facts the back office decides (eligibility, status, integration, fee). */
    async setCashPay(
      merchantId: string,
      patch: CashPayBackOfficeChange,
      actor: string,
    ): Promise<ChangeResult> {
      return change(merchantId, actor, 'cash_pay.changed', patch, 'cash-pay');
    },

    /** Sets or clears the mark that stops the merchant on a block page (0071). */
    async setAccountMark(
      merchantId: string,
      accountMark: AccountMark | null,
      actor: string,
    ): Promise<ChangeResult> {
      return change(
        merchantId,
        actor,
        'account_mark.changed',
        { accountMark: accountMark ?? '' },
        'account',
      );
    },

    /** Flips the portal-wide maintenance switch and audits it (no merchant). */
    async setMaintenance(on: boolean, actor: string): Promise<MaintenanceSwitch> {
      const { before, after } = await deps.maintenance.set(on, actor);
      await audit(actor, 'maintenance.changed', null, { on: before.on }, { on: after.on });
      log.info({ on, actor }, 'maintenance switch changed');
      return after;
    },
  };

  /** Applies `patch` to the account and audits the fields it touched. */
  async function change(
    merchantId: string,
    actor: string,
    action: string,
    patch: Partial<MerchantAccountRecord>,
    kind: StatusEventKind,
  ): Promise<ChangeResult> {
    const account = await repos.merchantAccounts.get(merchantId);
    if (!account) return { ok: false, status: 404, error: APPLICATION_NOT_FOUND };
    const updated = await repos.merchantAccounts.update(merchantId, patch);
    if (!updated) return { ok: false, status: 404, error: APPLICATION_NOT_FOUND };
    const fields = Object.keys(patch) as Array<keyof MerchantAccountRecord>;
    await audit(
      actor,
      action,
      merchantId,
      Object.fromEntries(fields.map((field) => [field, account[field]])),
      Object.fromEntries(fields.map((field) => [field, updated[field]])),
    );
    await notify(merchantId, kind);
    return { ok: true, account: updated };
  }
}

export type BackOffice = ReturnType<typeof createBackOffice>;
