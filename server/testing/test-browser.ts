/**
 * A browser stand-in over app.inject: it keeps cookies like a browser does (name=value, dropped
 * when cleared) and solves the captcha with altcha-lib's own solver, as the widget would.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { leadPayload } from '../../domain/lead/lead-payload';
import { trackingOfVisit } from '../../domain/lead/lead-tracking';
import { validMerchant } from '../../test/data/valid-merchant';

export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
    });
    const cookies = response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>;
    for (const set of cookies) {
      const expired =
        set.maxAge === 0 || (set.expires !== undefined && set.expires.getTime() <= Date.now());
      if (set.value === '' || expired) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  get(url: string): Promise<LightMyRequestResponse> {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: unknown): Promise<LightMyRequestResponse> {
    return this.request({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  /** Fetches a challenge and returns the widget's payload for it, solved. */
  async solvedCaptchaPayload(): Promise<string> {
    const challenge = (await this.get('/api/captcha/challenge')).json<Challenge>();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('the captcha could not be solved');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  /** Passes the captcha in this browser session. */
  async passCaptcha(): Promise<void> {
    const response = await this.post('/check-captcha-token', {
      token: await this.solvedCaptchaPayload(),
    });
    if (response.statusCode !== 200) throw new Error(`captcha refused: ${response.body}`);
  }

  /** Captcha, then /check-email. */
  async checkEmail(email: string): Promise<LightMyRequestResponse> {
    await this.passCaptcha();
    return this.post('/check-email', { email });
  }

  /** A new merchant record for `email` through the real sign-up, then signed out. */
  async signUp(email: string, lead: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
    const check = await this.checkEmail(email);
    if (check.json<{ userState: string }>().userState !== 'PRE_LEAD') {
      throw new Error(`expected a new e-mail: ${check.body}`);
    }
    const complete = { ...validMerchant('AU').lead, firstName: 'Ada', lastName: 'Lovelace', email };
    return this.post('/signup', {
      data: { ...leadPayload(complete, trackingOfVisit('')).data, ...lead },
    });
  }

  /** The token of the newest sign-in mail to `email` in the dev mailbox. */
  async latestSignInToken(email: string): Promise<string> {
    const page = (await this.get('/dev/mailbox')).body;
    const item = page.split('<li>').find((part) => part.includes(`to ${email}`));
    const token = item?.match(/#token=([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`no sign-in mail to ${email}`);
    return token;
  }
}
