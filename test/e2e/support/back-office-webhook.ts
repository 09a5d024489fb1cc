/** The provider's back office, as the journeys stand in for it: signed webhook deliveries. */
import type { Page } from 'playwright-core';
import { signatureHeader } from '../../../server/back-office/webhook-signature';
import { BACK_OFFICE_WEBHOOK_PATH } from '../../../domain/api/back-office-api';

let deliveries = 0;

/** Delivers one signed event; answers the portal's status and body. */
export async function deliverWebhook(
  portalUrl: string,
  secret: string,
  type: string,
  data: Record<string, unknown>,
): Promise<{ status: number; text: string }> {
  deliveries += 1;
  const body = JSON.stringify({ id: `evt_${type}_${Date.now()}_${deliveries}`, type, data });
  const response = await fetch(`${portalUrl}${BACK_OFFICE_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-portal-signature': signatureHeader(secret, body, Date.now()),
    },
    body,
  });
  return { status: response.status, text: await response.text() };
}

/** The merchant's prospect reference, read through the merchant's own restore call. */
export const prospectRefOf = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/restore');
    const body = (await response.json()) as { merchantAccount: { mlsProspectRef: string } };
    return body.merchantAccount.mlsProspectRef;
  });
