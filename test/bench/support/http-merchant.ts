/**
 * A merchant made through the running portal's real calls over HTTP, as the browser would make
 * them: the captcha solved with altcha-lib's own solver, the e-mail check, and (for a merchant
 * past the lead) the sign-up and the forms' saves. Its session cookie lets a browser or
 * Lighthouse open the pages.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { leadPayload } from '../../../domain/lead/lead-payload';
import { savePayload } from '../../../domain/business-details/save-payload';
import { trackingOfVisit } from '../../../domain/lead/lead-tracking';
import { primaryBankPayload } from '../../../domain/bank/bank-payload';
import { customerSupportPayload } from '../../../domain/customer-support/support-payload';
import { validMerchant } from '../../data/valid-merchant';

export class HttpMerchant {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly root: string) {}

  /** The Cookie header of this merchant's session. */
  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The session's cookies one by one, for a browser context (Playwright's `addCookies`). */
  get cookiePairs(): Array<{ name: string; value: string }> {
    return [...this.cookies].map(([name, value]) => ({ name, value }));
  }

  private async call(path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.root}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(this.cookies.size ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    if (!response.ok)
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<unknown>;
  }

  /** Captcha and e-mail check of a new address: the merchant is at the lead form. */
  async startLead(email: string): Promise<void> {
    const challenge = (await this.call('/api/captcha/challenge')) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('the captcha could not be solved');
    const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    await this.call('/check-captcha-token', { token });
    const check = (await this.call('/check-email', { email })) as { userState?: string };
    if (check.userState !== 'PRE_LEAD')
      throw new Error(`expected a new e-mail: ${JSON.stringify(check)}`);
  }

  /** The lead sent: the merchant is at the business details. */
  async signUp(email: string): Promise<void> {
    const lead = validMerchant('US').lead;
    await this.call('/signup', { data: leadPayload({ ...lead, email }, trackingOfVisit('')).data });
  }

  /** The four business details sections sent through their save call: the merchant is at the bank step. */
  async finishBusinessDetails(): Promise<void> {
    const payload = savePayload(validMerchant('US'));
    await this.call('/api/save', {
      ...payload,
      formCompletionData: {
        ...payload.formCompletionData,
        storeForm: true,
        companyInfoForm: true,
        storeDetailsForm: true,
        businessOwnerForm: true,
      },
    });
  }

  /** Every onboarding form sent through the forms' own calls: the merchant is at the status page. */
  async finishForms(): Promise<void> {
    const merchant = validMerchant('US');
    await this.finishBusinessDetails();
    await this.call(
      '/api/update-bank-info',
      primaryBankPayload(merchant.primaryBank, 'US', { setBankFormComplete: true }),
    );
    await this.call(
      '/api/update-customer-service-info',
      customerSupportPayload(merchant.customerSupport),
    );
  }
}

/** Where a merchant made for a bench stands: the page the journey opens for it. */
export type MerchantStage = 'lead' | 'business details' | 'bank' | 'status';

/** A new merchant brought to `stage` through the real calls; `label` starts its e-mail address. */
export async function merchantAt(
  root: string,
  stage: MerchantStage,
  label: string,
): Promise<HttpMerchant> {
  const merchant = new HttpMerchant(root);
  const email = `${label.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}@shop.example`;
  await merchant.startLead(email);
  if (stage === 'lead') return merchant;
  await merchant.signUp(email);
  if (stage === 'bank') await merchant.finishBusinessDetails();
  if (stage === 'status') await merchant.finishForms();
  return merchant;
}
