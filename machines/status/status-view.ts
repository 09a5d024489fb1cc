/**
 * The status page's view model (doc 1 §2 "Status page cards", §4 "Cards", "Sidebar step by
 * status"): the heading, the sidebar with its current step, which cards show in which order with
 * the one highlighted, each card's status and the copy its rules decide, and the cash parts for
 * merchants offered cash pay. Read from the status the compliance actor holds and the step
 * actors' snapshots, so the views only render it (docs/architecture.md §3).
 */
import { maskValue } from '../../domain/api/merchant-api';
import type { Brand } from '../../domain/brands/brands';
import { toCountryCode } from '../../domain/countries/country-code';
import { authorise } from '../../domain/countries/local-words';
import { msg, type Message, type Text } from '../../domain/i18n/message';
import { isInStoreChannel } from '../../domain/picklists/sales-channels';
import type { OnboardingStatus } from '../../domain/journey/onboarding-status';
import { APP_ROUTES } from '../../domain/journey/app-routes';
import { cardLabel, type CardStatus } from '../../domain/status/card-status';
import {
  CASH_SIDEBAR_STEPS,
  cashPayOffered,
  cashSidebarStatuses,
  type CashSidebarStep,
} from '../../domain/cash-pay/cash-pay-status';
import { helpArticleUrl } from '../../domain/help/help-articles';
import { cashFactsOf, pageFlags, type PageStatus } from '../../domain/status/page-status';
import {
  sidebarStep,
  type SidebarNote,
  type SidebarPosition,
  type SidebarStep,
} from '../../domain/status/sidebar-step';
import {
  applyCardStatus,
  complianceCardStatus,
  directDebitCardStatus,
  inStoreByEmailCard,
  messagingCardStatus,
  selfServeActivationCardStatus,
  trainingCardStatus,
} from '../../domain/status/status-cards';
import {
  DECLINED_TEXT,
  headingSituation,
  REVISION_HEADING_BODY,
  statusHeading,
  type HeadingSituation,
} from '../../domain/status/status-heading';
import { currentCardStep, statusCardSteps, statusPageSteps } from '../../domain/status/step-order';
import { inStoreActivationView } from './status-selectors';
import {
  revisionRequestView,
  type RevisionPageFacts,
  type RevisionRequestView,
} from './revision-view';

export type BrandFacts = Pick<Brand, 'name' | 'customerLoginUrl'>;

/** The badge of a card's status, or null when the card shows its action instead (doc 1 §4). */
export const cardBadge = (status: CardStatus): Message | null => cardLabel(status);

export interface HeadingView {
  situation: HeadingSituation;
  title: Message;
  body: Message;
  /** The help article linked under the text. */
  helpUrl: string | null;
}

/**
 * The heading of `situation` for the brand the merchant signed up with; with a request for
 * changes open, the needs-attention heading keeps its title and asks for the changes listed.
 */
export function headingView(
  situation: HeadingSituation,
  brand: BrandFacts,
  changesRequested = false,
): HeadingView {
  const heading = statusHeading(situation, brand.name);
  return {
    situation,
    title: heading.title,
    body: changesRequested && situation === 'needsAttention' ? REVISION_HEADING_BODY : heading.body,
    helpUrl: heading.helpArticle
      ? helpArticleUrl(brand.customerLoginUrl, heading.helpArticle)
      : null,
  };
}

/** What each step of the sidebar is called. */
export const SIDEBAR_LABELS: Readonly<Record<SidebarStep, Message>> = {
  Apply: msg('status.sidebar.step.Apply'),
  Compliance: msg('status.sidebar.step.Compliance'),
  InStoreTraining: msg('status.sidebar.step.InStoreTraining'),
  DirectDebit: msg('status.sidebar.step.DirectDebit'),
  ActivateInStore: msg('status.sidebar.step.ActivateInStore'),
  Integration: msg('status.sidebar.step.Integration'),
  Messaging: msg('status.sidebar.step.Messaging'),
  Complete: msg('status.sidebar.step.Complete'),
  AddCashPay: msg('status.sidebar.step.AddCashPay'),
  CashPayIntegration: msg('status.sidebar.step.CashPayIntegration'),
  CashPayProfileStatus: msg('status.sidebar.step.CashPayProfileStatus'),
  CustomizeCashPayProfile: msg('status.sidebar.step.CustomizeCashPayProfile'),
};

/** What the current step says beyond its name. */
export const SIDEBAR_NOTES: Readonly<Record<SidebarNote, Message>> = {
  postTrainingReview: msg('status.sidebar.note.postTrainingReview'),
  needsAttention: msg('status.sidebar.note.needsAttention'),
  declined: msg('status.sidebar.note.declined'),
  checkingDetails: msg('status.sidebar.note.checkingDetails'),
};

export interface SidebarStepView {
  step: SidebarStep;
  label: Message;
  current: boolean;
  /** What the current step says beyond its name. */
  note: SidebarNote | null;
}

export interface CashSidebarStepView {
  step: CashSidebarStep;
  label: Message;
  status: CardStatus;
  /** The step's status in words ('In progress' where the badge would be the action). */
  statusLabel: Message;
}

/** The cards that follow the steps' cards for merchants offered cash pay (doc 1 §2). */
export type CashCard = 'cashSignup' | 'cashCheckout';

export interface StatusPageView {
  heading: HeadingView;
  inStore: boolean;
  sidebar: SidebarStepView[];
  /** The four cash steps with their statuses, for merchants offered cash pay. */
  cashSteps: CashSidebarStepView[] | null;
  /** The steps' cards in the sidebar's order; only the sidebar's current step is highlighted. */
  cards: Array<{ step: SidebarStep; current: boolean }>;
  cashCards: CashCard[];
  /** The open request for changes under the heading; null without one (doc 1 §4 as before). */
  revision: RevisionRequestView | null;
}

/** The status machine's part of the request's view: the send under way, sent, or refused. */
export type RevisionSendFacts = Omit<RevisionPageFacts, 'country'>;

const NO_SEND: RevisionSendFacts = { sending: false, sentRevisionId: null, sendError: null };

/** The send's facts from the compliance actor's snapshot (its `known.revision` region). */
export function revisionSendOf(snapshot: {
  matches(state: { known: { revision: 'sending' } }): boolean;
  context: { sentRevisionId: string | null; sendError: Text | null };
}): RevisionSendFacts {
  return {
    sending: snapshot.matches({ known: { revision: 'sending' } }),
    sentRevisionId: snapshot.context.sentRevisionId,
    sendError: snapshot.context.sendError,
  };
}

/** The same send facts (the page renders again only when one of them changed). */
export const sameRevisionSend = (a: RevisionSendFacts, b: RevisionSendFacts) =>
  a.sending === b.sending && a.sentRevisionId === b.sentRevisionId && a.sendError === b.sendError;

/** What the actors add to the status: the training link opened, messaging marked done. */
export interface StatusStepFacts {
  trainingClicked: boolean;
  messagingComplete: boolean;
}

/** doc 1 §2: the cash-pay checkout step is the Shopify variant. */
const isShopify = (platform: string | undefined) => (platform ?? '').toLowerCase() === 'shopify';

/** The sidebar's position for the status and the steps' progress (doc 1 §4). */
export function sidebarPositionOf(status: PageStatus, steps: StatusStepFacts): SidebarPosition {
  return sidebarStep({
    status: status.onboardingStatus,
    onboardingGroup: status.onboardingGroup,
    salesChannel: status.salesChannel,
    registeredCountry: status.registeredCountry,
    inStoreTrainingComplete: status.inStoreTrainingComplete,
    inStoreDirectDebitAuthorized: status.inStoreDirectDebitAuthorized,
    inStoreTrainingButtonClicked: steps.trainingClicked,
    opportunityStage: status.opportunityStage,
    messagingComplete: steps.messagingComplete,
    polling: status.accountRequestPending,
  });
}

export function statusPageView(
  status: PageStatus,
  steps: StatusStepFacts,
  brand: BrandFacts,
  send: RevisionSendFacts = NO_SEND,
): StatusPageView {
  const inStore = isInStoreChannel(status.salesChannel);
  const situation = headingSituation({
    status: status.onboardingStatus,
    onboardingGroup: status.onboardingGroup,
    merchantId: status.merchantId,
    messagingComplete: steps.messagingComplete,
  });
  const position = sidebarPositionOf(status, steps);
  const current = currentCardStep(position, inStore);
  // The cash parts show to merchants offered cash pay (both cash flags, eligibility, the US; doc 1 §1, §2).
  const facts = cashFactsOf(status);
  const offered = cashPayOffered(pageFlags(status), facts);
  const statuses = offered ? cashSidebarStatuses(facts) : null;
  const cashCards: CashCard[] = [];
  if (offered) {
    cashCards.push('cashSignup');
    if (facts.cashPayForm && isShopify(status.platform)) cashCards.push('cashCheckout');
  }
  const revision = revisionRequestView(status, {
    ...send,
    country: toCountryCode(status.registeredCountry),
  });
  return {
    heading: headingView(situation, brand, revision !== null),
    inStore,
    sidebar: statusPageSteps(inStore).map((step) => ({
      step,
      label: SIDEBAR_LABELS[step],
      current: step === position.step,
      note: step === position.step ? position.note : null,
    })),
    cashSteps: statuses
      ? CASH_SIDEBAR_STEPS.map((step) => ({
          step,
          label: SIDEBAR_LABELS[step],
          status: statuses[step],
          statusLabel: cardLabel(statuses[step]) ?? msg('status.badge.InProgress'),
        }))
      : null,
    cards: statusCardSteps(inStore).map((step) => ({ step, current: step === current })),
    cashCards,
    revision,
  };
}

/** The Apply card: its status and where the merchant continues the application. */
export function applyCardView(status: OnboardingStatus) {
  return { status: applyCardStatus(status), continueTo: APP_ROUTES.onboarding };
}

const COMPLIANCE_TEXT: Record<CardStatus, Message | null> = {
  None: msg('status.compliance.None'),
  InProgress: null,
  // doc 1 §1: "compliance review takes 2-3 business days".
  Reviewing: msg('status.compliance.Reviewing'),
  RequiresAttention: msg('status.compliance.RequiresAttention'),
  Paused: null,
  Done: msg('status.compliance.Done'),
  // doc 1 §2: "Declined compliance text reads … and links to a help article."
  Declined: DECLINED_TEXT,
};

/** The Compliance Review card with a request for changes open (decision 0265). */
export const CHANGES_REQUESTED_BADGE = msg('status.compliance.changesRequestedBadge');
export const CHANGES_REQUESTED_TEXT = msg('status.compliance.changesRequestedText');

/**
 * The Compliance Review card: its status, badge, text and, when declined, the help article. With
 * a request for changes open it points to the list rather than to an e-mail.
 */
export function complianceCardView(
  status: OnboardingStatus,
  brand: BrandFacts,
  changesRequested = false,
) {
  const card = complianceCardStatus(status);
  const requested = changesRequested && card === 'RequiresAttention';
  return {
    status: card,
    badge: requested ? CHANGES_REQUESTED_BADGE : cardBadge(card),
    text: requested ? CHANGES_REQUESTED_TEXT : COMPLIANCE_TEXT[card],
    declinedHelpUrl:
      card === 'Declined' ? helpArticleUrl(brand.customerLoginUrl, 'applicationDeclined') : null,
  };
}

/** The Store Training card; the step actor's `done` counts before the refetch says so. */
export function trainingCardView(status: PageStatus, stepDone: boolean) {
  return {
    status: trainingCardStatus({
      status: status.onboardingStatus,
      inStoreTrainingComplete: status.inStoreTrainingComplete || stepDone,
    }),
  };
}

/** The Direct Debit card, worded in the merchant's country's spelling. */
export function directDebitCardView(status: PageStatus, stepDone: boolean) {
  const country = toCountryCode(status.registeredCountry);
  return {
    status: directDebitCardStatus({
      status: status.onboardingStatus,
      inStoreTrainingComplete: status.inStoreTrainingComplete,
      inStoreDirectDebitAuthorized: status.inStoreDirectDebitAuthorized || stepDone,
    }),
    doneText: msg('status.directDebit.done', { spelling: authorise(country) }),
    instruction: msg('status.directDebit.instruction', { spelling: authorise(country) }),
  };
}

/** The Add messaging card and its Show me how article. */
export function messagingCardView(
  onboardingStatus: OnboardingStatus,
  messagingComplete: boolean,
  brand: BrandFacts,
) {
  return {
    status: messagingCardStatus({ status: onboardingStatus, messagingComplete }),
    helpUrl: helpArticleUrl(brand.customerLoginUrl, 'messaging'),
  };
}

/** The Activate in-store card (doc 1 §2, §4): self-serve with its stores, waiting, or by e-mail. */
export type InStoreCardView =
  | { kind: 'selfServe'; status: CardStatus }
  | { kind: 'selfServeWaiting'; status: CardStatus; live: boolean }
  | { kind: 'byEmail'; status: CardStatus; emailNotice: boolean; text: Message };

/** `allStoresActivated`: the activation actor, when it runs, has every store's test tap. */
export function inStoreCardView(status: PageStatus, allStoresActivated: boolean): InStoreCardView {
  const view = inStoreActivationView(status);
  if (view.kind !== 'byEmail') {
    const live = view.kind === 'selfServeWaiting' && view.live;
    const card = selfServeActivationCardStatus({
      status: status.onboardingStatus,
      allStoresActivated: live || allStoresActivated,
    });
    return view.kind === 'selfServe'
      ? { kind: 'selfServe', status: card }
      : { kind: 'selfServeWaiting', status: card, live };
  }
  const { status: card, emailNotice } = inStoreByEmailCard({
    status: status.onboardingStatus,
    inStoreDirectDebitAuthorized: status.inStoreDirectDebitAuthorized,
    opportunityStage: status.opportunityStage,
  });
  const text =
    card === 'Done'
      ? msg('status.inStore.active')
      : msg('status.inStore.byEmail', {
          spelling: authorise(toCountryCode(status.registeredCountry)),
        });
  return { kind: 'byEmail', status: card, emailNotice, text };
}

/** One API credential as shown: the secret key masked (last four shown) until revealed. */
export function credentialView(
  value: string,
  field: 'merchantId' | 'secretKey',
  revealed: boolean,
) {
  const secret = field === 'secretKey';
  return { secret, shown: secret && !revealed ? maskValue(value) : value };
}
