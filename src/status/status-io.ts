/**
 * The status page's I/O (machines/status/status-io.ts): the server calls, the browser's messaging flag,
 * the training tab, analytics, error reports, the clipboard and the toast. Nothing here decides:
 * which actor runs and what it tells its parent is the machines' business.
 */
import type { Brand } from '../../domain/brands/brands';
import { helpArticleUrl } from '../../domain/help/help-articles';
import type { StatusIO } from '../../machines/status/status-io';
import { showErrorToast } from '../api/error-toast';
import { statusEventsActor } from '../api/status-events';
import { trackEvent } from '../reporting/analytics';
import { reportError } from '../reporting/error-reporting';
import * as cash from '../cash-pay/cash-calls';
import * as calls from './status-calls';

/** doc 1 §3: messagingComplete is "also a local storage flag". */
export const MESSAGING_COMPLETE_KEY = 'merchantPortal.messagingComplete';

function messagingDoneInBrowser(): boolean {
  try {
    return localStorage.getItem(MESSAGING_COMPLETE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The status page's I/O in this browser; the training link is the brand's. */
export function appStatusIO(brand: Brand): StatusIO {
  return {
    fetchStatus: (_, signal) => calls.fetchPageStatus(signal),
    fetchStatusContext: (_, signal) => calls.fetchStatus(signal),
    fetchOpportunityStage: (_, signal) => calls.fetchOpportunityStage(signal),
    sendRevision: (_, signal) => calls.sendRevision(signal),
    statusEvents: statusEventsActor,
    updateUser: (request, signal) => calls.updateUser(request, signal),
    updateGatewayEnabled: ({ isEnabled }, signal) => calls.updateGatewayEnabled(isEnabled, signal),
    clientAccessToken: (id, signal) => calls.clientAccessToken(id, signal),
    storeLocationStatus: (id, signal) => calls.storeLocationStatus(id, signal),
    createAccount: (_, signal) => calls.createAccount(signal),
    fetchCredentials: (_, signal) => calls.fetchCredentials(signal),
    messagingDoneInBrowser,
    rememberMessagingDone: () => localStorage.setItem(MESSAGING_COMPLETE_KEY, 'true'),
    openTrainingLink: () =>
      window.open(helpArticleUrl(brand.customerLoginUrl, 'trainingVideo'), '_blank', 'noopener'),
    track: (event) => trackEvent(event),
    reportError: (error, details) => reportError(error, details),
    copyToClipboard: (text) => void navigator.clipboard?.writeText(text).catch(() => {}),
    cashPay: {
      checkEligibility: (_, signal) => cash.checkEligibility(signal),
      updateCashPayInfo: (request, signal) => cash.updateCashPayInfo(request, signal),
      activateCashPay: (_, signal) => cash.activateCashPay(signal),
      updateChannel: (_, signal) => cash.updateChannel(signal),
      updateProfileImage: (request, signal) => cash.updateProfileImage(request, signal),
      showToast: (message) => showErrorToast(message),
    },
  };
}
