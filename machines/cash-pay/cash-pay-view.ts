/**
 * The cash pay view models (doc 1 §2 "Cash status page (/cash) cards in order", "Status page
 * cards"; doc 1 §4 "Cards"): which /cash cards show with their statuses, the cash form's fields
 * (docs/decisions/0240), the Customize card's logo URL, and the status page's cash-pay signup card
 * and Shopify checkout step. Read from the status and the cash pay actor's snapshot.
 */
import type { Text } from '../../domain/i18n/message';
import { CASH_BUCKET } from '../../domain/api/merchant-api';
import { cashPayLogoFilename } from '../../domain/customer-support/customer-support';
import { APP_ROUTES } from '../../domain/journey/app-routes';
import type { CardStatus } from '../../domain/status/card-status';
import {
  addCashPayCardStatus,
  cashPageCards,
  cashPayIntegrationCardStatus,
  cashPayProfileStatusCardStatus,
  customizeCashPayProfileCardStatus,
} from '../../domain/cash-pay/cash-pay-status';
import { cashFactsOf, pageFlags, type PageStatus } from '../../domain/status/page-status';
import type { SnapshotFrom } from 'xstate';
import type { cashPayMachine } from './cash-pay.machine';

type CashPaySnapshot = SnapshotFrom<typeof cashPayMachine>;

const activationIn = (snapshot: CashPaySnapshot, state: string) =>
  snapshot.matches({ eligible: { activation: state } } as never);
const profileIn = (snapshot: CashPaySnapshot, state: string) =>
  snapshot.matches({ eligible: { profile: state } } as never);

export interface CashPageView {
  /** The cash form shows instead of the cards while the merchant activates. */
  form: boolean;
  /** doc 1 §2: 'Store successfully activated!' with 'Continue to next store'. */
  activatedPanel: boolean;
  /** Card 1: the polling card, the credentials, or the card saying they come once approved. */
  credentials: 'polling' | 'credentials' | 'awaitingApproval';
  /** The eligibility check answered no: the merchant may check again. */
  ineligible: boolean;
  /** Card 2. */
  offer: boolean;
  /** Card 3: its status and whether the one-click activation runs; null when not shown. */
  activate: { status: CardStatus; done: boolean; activating: boolean } | null;
  /** Card 4; null when not shown. */
  customize: CustomizeCardView | null;
  /** Card 5; null when not shown. */
  profileStatus: { status: CardStatus; reviewing: boolean } | null;
}

export interface CustomizeCardView {
  status: CardStatus;
  logoUrl: string;
  /** doc 2 §2: "Cash form logo Submit is disabled until a logo URL is entered." */
  submitEnabled: boolean;
  sending: boolean;
  /** The profile update's global error (doc 2 §8). */
  error: Text | null;
}

export function cashPageView(status: PageStatus, snapshot: CashPaySnapshot): CashPageView {
  const polling = snapshot.matches('checkingEligibility');
  const facts = cashFactsOf(status);
  const cards = cashPageCards({ flags: pageFlags(status), facts, polling });
  const activateStatus = addCashPayCardStatus(facts);
  const { profileDraft, profileError } = snapshot.context;
  return {
    form: activationIn(snapshot, 'cashForm') || activationIn(snapshot, 'submitting'),
    activatedPanel: activationIn(snapshot, 'activatedPanel'),
    credentials:
      cards.credentials === 'polling'
        ? 'polling'
        : status.merchantId
          ? 'credentials'
          : 'awaitingApproval',
    ineligible: snapshot.matches('ineligible'),
    offer: cards.offer,
    activate: cards.activate
      ? {
          status: activateStatus,
          done: activateStatus === 'Done',
          activating: activationIn(snapshot, 'activating'),
        }
      : null,
    customize: cards.customize
      ? {
          status: customizeCashPayProfileCardStatus(facts),
          logoUrl: profileDraft,
          submitEnabled: profileDraft.trim() !== '',
          sending: profileIn(snapshot, 'submitting') || profileIn(snapshot, 'skipping'),
          error: profileError,
        }
      : null,
    profileStatus: cards.profileStatus
      ? (() => {
          const card = cashPayProfileStatusCardStatus(facts.cashPayOnboardingStatus);
          return { status: card, reviewing: card === 'Reviewing' };
        })()
      : null,
  };
}

export interface CashFormView {
  logo: {
    value: string;
    error: Text | undefined;
    /** Where the upload goes: the Cash bucket, named after the store (doc 2 §5). */
    target: { field: 'cashPayLogoUrl'; bucketType: string; filename: string };
  };
  /** The agreement checkbox, hidden once accepted (doc 1 §2). */
  agreement: { shows: boolean; checked: boolean; error: Text | undefined };
  submitting: boolean;
}

/** The cash form's fields: the draft, and the check's message or else the server's. */
export function cashFormView(snapshot: CashPaySnapshot, storeName: string): CashFormView {
  const { cashForm, fieldErrors, agreementAccepted } = snapshot.context;
  const messageOf = (field: 'cashPayLogoUrl' | 'cashPayAgreementAccepted') =>
    cashForm.messages[field]?.error ?? fieldErrors[field]?.error;
  return {
    logo: {
      value: cashForm.draft.cashPayLogoUrl,
      error: messageOf('cashPayLogoUrl'),
      target: {
        field: 'cashPayLogoUrl',
        bucketType: CASH_BUCKET,
        filename: cashPayLogoFilename(storeName),
      },
    },
    agreement: {
      shows: !agreementAccepted,
      checked: cashForm.draft.cashPayAgreementAccepted,
      error: messageOf('cashPayAgreementAccepted'),
    },
    submitting: activationIn(snapshot, 'submitting'),
  };
}

/** The status page's cash-pay signup card: it leads to /cash until cash pay is activated. */
export function cashSignupCardView(status: PageStatus) {
  const card = addCashPayCardStatus(cashFactsOf(status));
  return { status: card, done: card === 'Done', to: APP_ROUTES.cash };
}

/** The stages of the Shopify checkout step the card words (the channel update is Verify's). */
export type CheckoutStage = 'signIn' | 'copyAndPaste' | 'verify' | 'complete';

export interface CashCheckoutCardView {
  status: CardStatus;
  /** The Done card offers the steps again. */
  reopen: boolean;
  /** The stage worded, or null when no stage shows. */
  stage: CheckoutStage | null;
  /** The machine's own state of the step, marked on the page. */
  region: string | null;
  error: Text | null;
  supportEmail: string | null;
  back: boolean;
  next: boolean;
  verify: boolean;
  verifying: boolean;
}

/** The cash-pay checkout step for Shopify (doc 1 §2; its stages are the cash pay machine's). */
export function cashCheckoutCardView(
  status: PageStatus,
  snapshot: CashPaySnapshot,
): CashCheckoutCardView {
  const card = cashPayIntegrationCardStatus(cashFactsOf(status));
  const value = snapshot.value as { eligible?: { integration?: string } };
  const region = value.eligible?.integration ?? null;
  const shows = card !== 'None' && region !== null && region !== 'done' && region !== 'deciding';
  const stage = shows
    ? ((region === 'updatingChannel' ? 'verify' : region) as CheckoutStage)
    : null;
  return {
    status: card,
    reopen: card === 'Done' && region === 'done',
    stage,
    region,
    error: snapshot.context.channelError,
    supportEmail: snapshot.context.supportEmail,
    back: region === 'copyAndPaste' || region === 'verify',
    next: region === 'signIn' || region === 'copyAndPaste',
    verify: region === 'verify' || region === 'updatingChannel',
    verifying: region === 'updatingChannel',
  };
}
