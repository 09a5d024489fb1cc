/**
 * The bank step's I/O (machines/journey/journey-io.ts): the restore, Plaid and manual bank calls,
 * analytics and error reports. Nothing here decides; the bank machine does.
 */
import type { BankIO } from '../../machines/journey/journey-io';
import { createLinkToken, saveLinkedBank } from '../plaid/plaid-api';
import { trackEvent } from '../reporting/analytics';
import { reportError } from '../reporting/error-reporting';
import { loadBankStart, saveManualBank } from './bank-calls';

/** doc 2 §8's 'Unexpected error', as the error report names it (in English, for the team). */
const UNEXPECTED_ERROR_REPORT = 'Unexpected error';

export function appBankIO(): BankIO {
  return {
    loadBank: (_, signal) => loadBankStart(signal),
    createLinkToken: (input, signal) => createLinkToken(input, signal),
    saveLinkedBank: (input, signal) => saveLinkedBank(input, signal),
    saveBank: (input, signal) => saveManualBank(input, signal),
    reportUnexpected: (merchantReference, bankLabel) =>
      reportError(new Error(UNEXPECTED_ERROR_REPORT), { merchantReference, bankLabel }),
    track: (event, properties) => trackEvent(event, properties),
  };
}
