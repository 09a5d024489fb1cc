/**
 * The agreement page's call and side effects: GET /api/merchant-agreement (a bad link answers 400
 * with its reason, an unknown agreement 404), and the toast and error report of a bad link
 * (doc 2 §8).
 */
import type { AgreementKey, AgreementLinkParams } from '../../domain/agreement/agreement-link';
import {
  AGREEMENT_BAD_LINK_MESSAGE,
  agreementQueryOf,
} from '../../domain/agreement/agreement-link';
import { AGREEMENT_API, type AgreementDocument } from '../../domain/api/agreement-api';
import type { AgreementAnswer } from '../../machines/agreement/merchant-agreement.machine';
import { showErrorToast } from '../api/error-toast';
import { ApiError, apiRequest } from '../api/http-client';
import { reportError } from '../reporting/error-reporting';

/** The current agreement of `key`, or the server's word that the link is bad. */
export async function loadAgreement(
  key: AgreementKey,
  signal?: AbortSignal,
): Promise<AgreementAnswer> {
  try {
    const document = await apiRequest<AgreementDocument>(
      `${AGREEMENT_API.agreement}?${agreementQueryOf(key)}`,
      { signal },
    );
    return { kind: 'found', document };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
      const body = error.body as { reason?: unknown } | undefined;
      return {
        kind: 'badLink',
        reason: typeof body?.reason === 'string' ? body.reason : 'no-agreement',
      };
    }
    throw error;
  }
}

/** doc 2 §8: the bad link's toast carries its message. */
export function showBadLinkToast(): void {
  showErrorToast(AGREEMENT_BAD_LINK_MESSAGE);
}

/** doc 2 §8: the bad link's report, with why and the parameters as given. */
export function reportBadLink(report: { reason: string; params: AgreementLinkParams }): void {
  reportError(new Error(`Bad merchant agreement link: ${report.reason}`), {
    reason: report.reason,
    country: report.params.country ?? null,
    industry: report.params.industry ?? null,
    product: report.params.product ?? null,
  });
}
