/**
 * The spec tables of doc 1 (§2 /cash cards, §3 cashPay, §4 Cards and Sign-up and save) as oracles
 * of the cash pay machine's generated paths: each reads what the machine reached after a step and
 * compares it with the table's value.
 */
import { AGREEMENT_MESSAGE, LOGO_URL_MESSAGE } from '../../domain/cash-pay/cash-pay-schemas';
import type { CashPayOnboardingStatus } from '../../domain/merchant/merchant-account';
import {
  cashPayIntegrationCardStatus,
  cashPayProfileStatusCardStatus,
  customizeCashPayProfileCardStatus,
} from '../../domain/cash-pay/cash-pay-status';
import type { CashPayContext } from './cash-pay.machine';
import type { Oracle } from '../testing/path-coverage';
import {
  CASH_ACTIVATE,
  CASH_FORM_STOPS_ON_USER_STATE,
  CASH_PAY_INTEGRATION_CARD,
  CASH_PAY_PROFILE_STATUS_CARD,
  CASH_PROFILE_COMPLETED_BY,
  CUSTOMIZE_CASH_PAY_PROFILE_CARD,
} from '../testing/spec-tables';
import type { Text } from '../../domain/i18n/message';

const differs = (what: string, expected: unknown, actual: unknown) =>
  JSON.stringify(expected) === JSON.stringify(actual)
    ? null
    : `${what}: expected ${JSON.stringify(expected)}, reached ${JSON.stringify(actual)}`;

const STATUSES: CashPayOnboardingStatus[] = ['NONE', 'IN_PROGRESS', 'READY_TO_INSTALL'];

type Snapshot = Parameters<Oracle<CashPayContext>['check']>[0]['snapshot'];
const region = (snapshot: Snapshot, name: string) =>
  (snapshot.value as { eligible?: Record<string, string> }).eligible?.[name];
/** The integration is complete once its region is in Complete or shows the Done card. */
const integrationComplete = (snapshot: Snapshot) =>
  ['complete', 'done'].includes(region(snapshot, 'integration') ?? '');

/** The doc 1 tables the cash pay paths are checked against after every step. */
export const CASH_PAY_ORACLES: Oracle<CashPayContext>[] = [
  {
    source: 'doc 1 §4 Cards',
    name: 'cash pay onboarding status → cash-pay integration, profile status and customize cards',
    check: ({ snapshot }) => {
      if (!snapshot.matches('eligible')) return undefined;
      const integrated = integrationComplete(snapshot);
      const customized = snapshot.context.customizeComplete;
      for (const status of STATUSES) {
        const facts = {
          cashPayOnboardingStatus: status,
          cashPayIntegrationComplete: integrated,
          customizeCashPayProfileComplete: customized,
        };
        const verdict =
          differs(
            `integration card (${status})`,
            integrated
              ? CASH_PAY_INTEGRATION_CARD.integrationComplete
              : CASH_PAY_INTEGRATION_CARD.byStatus[status],
            cashPayIntegrationCardStatus(facts),
          ) ??
          differs(
            `profile status card (${status})`,
            CASH_PAY_PROFILE_STATUS_CARD[status],
            cashPayProfileStatusCardStatus(status),
          ) ??
          differs(
            `customize card (${status})`,
            customized
              ? CUSTOMIZE_CASH_PAY_PROFILE_CARD.complete
              : status === 'READY_TO_INSTALL' && integrated
                ? CUSTOMIZE_CASH_PAY_PROFILE_CARD.readyToInstallAndIntegrated
                : CUSTOMIZE_CASH_PAY_PROFILE_CARD.otherwise,
            customizeCashPayProfileCardStatus(facts),
          );
        if (verdict) return verdict;
      }
      return null;
    },
  },
  {
    source: 'doc 1 §4 Cards',
    name: 'Submit success or Skip marks the profile complete',
    check: ({ snapshot, events, calls }) => {
      const last = events.at(-1) as unknown as { type: string; output?: { success?: boolean } };
      const call = CASH_PROFILE_COMPLETED_BY.find((id) => last.type === `xstate.done.actor.${id}`);
      if (!call || last.output?.success !== true) return undefined;
      const sent = calls.filter((c) => c.id === call).at(-1)?.input;
      return (
        differs('profile', 'complete', region(snapshot, 'profile')) ??
        differs('customizeComplete', true, snapshot.context.customizeComplete) ??
        differs(
          `${call} body`,
          call === 'skipProfile'
            ? { skip: true }
            : { cashPayLogoUrl: 'https://cdn.example.com/logo.png' },
          sent,
        )
      );
    },
  },
  {
    source: 'doc 1 §4 Sign-up and save',
    name: 'a cash form or activation answer in MAINTENANCE_MODE stops handling',
    check: ({ snapshot, events, actionCalls }) => {
      const last = events.at(-1) as unknown as { type: string; output?: { userState?: string } };
      if (!/^xstate\.done\.actor\.(submitCashForm|activateCashPay)$/.test(last.type))
        return undefined;
      if (last.output?.userState !== CASH_FORM_STOPS_ON_USER_STATE) return undefined;
      // Nothing is handled after the maintenance page: it is the last action the answer called.
      return (
        differs('activation', 'stopped', region(snapshot, 'activation')) ??
        differs('activated', false, snapshot.context.activated) ??
        differs('last action', 'routeToMaintenance', actionCalls.at(-1)?.type)
      );
    },
  },
  {
    source: 'doc 1 §2 Cash status page (/cash) cards, card 3',
    name: 'Activate is one click when cashPayAgreementAccepted, otherwise the cash form',
    check: ({ snapshot, events, calls, times }) => {
      if (events.at(-1)?.type !== 'cash.activate') return undefined;
      const expected = snapshot.context.agreementAccepted
        ? CASH_ACTIVATE.agreementAccepted
        : CASH_ACTIVATE.notAccepted;
      const now = times.at(-1);
      const activationCall = calls.some((c) => c.id === 'activateCashPay' && c.at === now);
      const reached =
        region(snapshot, 'activation') === 'activating' && activationCall
          ? 'oneClick'
          : region(snapshot, 'activation') === 'cashForm' && !activationCall
            ? 'cashForm'
            : JSON.stringify(snapshot.value);
      return differs('Activate', expected, reached);
    },
  },
  {
    source: 'doc 1 §3 cashPay, doc 2 §7 calls, docs/decisions/0240',
    name: 'Submit sends the draft wrapped in data when its check passes, otherwise shows every message and sends nothing',
    check: ({ snapshot, events, calls, times }) => {
      if (events.at(-1)?.type !== 'cashForm.submit') return undefined;
      const { draft, messages } = snapshot.context.cashForm;
      const sent = calls.at(-1)?.id === 'submitCashForm' && calls.at(-1)?.at === times.at(-1);
      // doc 1 §2: the agreement is asked until accepted; doc 1 §3: the logo is optional, an address.
      const expected: Record<string, Text> = {};
      if (!snapshot.context.agreementAccepted && !draft.cashPayAgreementAccepted) {
        expected.cashPayAgreementAccepted = AGREEMENT_MESSAGE;
      }
      const logo = draft.cashPayLogoUrl.trim();
      if (logo !== '' && !logo.startsWith('https://') && !logo.startsWith('/api/files/')) {
        expected.cashPayLogoUrl = LOGO_URL_MESSAGE;
      }
      const shown = Object.fromEntries(
        Object.entries(messages as Record<string, { error: Text }>).map(([field, message]) => [
          field,
          message.error,
        ]),
      );
      if (Object.keys(expected).length > 0) {
        return (
          differs('activation', 'cashForm', region(snapshot, 'activation')) ??
          differs('sent', false, sent) ??
          differs('messages', expected, shown)
        );
      }
      return (
        differs('messages', {}, shown) ??
        differs(
          'submitCashForm body',
          {
            data: { cashPayLogoUrl: draft.cashPayLogoUrl },
            cashPayAgreementAccepted: true,
          },
          sent ? calls.at(-1)?.input : null,
        )
      );
    },
  },
  {
    source: 'doc 2 §8 "Cash validation_errors become field errors"',
    name: "the server's field errors show under their field until it changes",
    check: ({ snapshot, events, calls }) => {
      if (region(snapshot, 'activation') !== 'cashForm') return undefined;
      const last = events.at(-1) as unknown as {
        type: string;
        output?: { validation_errors?: { cashPay?: Record<string, unknown> } };
      };
      const answered = last.output?.validation_errors?.cashPay;
      if (last.type === 'xstate.done.actor.submitCashForm' && answered) {
        return differs('field errors', answered, snapshot.context.fieldErrors);
      }
      const sentBody = calls.filter((c) => c.id === 'submitCashForm').at(-1)?.input as
        { data: { cashPayLogoUrl: string }; cashPayAgreementAccepted: boolean } | undefined;
      if (!sentBody) return undefined;
      const sent = {
        cashPayLogoUrl: sentBody.data.cashPayLogoUrl,
        cashPayAgreementAccepted: sentBody.cashPayAgreementAccepted,
      };
      const { draft } = snapshot.context.cashForm;
      for (const field of Object.keys(snapshot.context.fieldErrors)) {
        const key = field as keyof typeof sent;
        const verdict = differs(`${field} since its error was answered`, sent[key], draft[key]);
        if (verdict) return verdict;
      }
      return null;
    },
  },
];
