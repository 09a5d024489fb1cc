/**
 * A browser stand-in over real HTTP (fetch) for tests against running portal processes: it keeps
 * cookies by name, sends the portal's own Origin like a browser page, and signs a merchant up
 * through the real captcha, check-email and sign-up calls.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { leadPayload } from '../../../domain/lead/lead-payload';
import { trackingOfVisit } from '../../../domain/lead/lead-tracking';
import { validMerchant } from '../../data/valid-merchant';

export interface HttpAnswer {
  status: number;
  body: unknown;
}

export class HttpBrowser {
  readonly cookies = new Map<string, string>();

  /** `base`: http://127.0.0.1:<port> of the server this browser talks to; may change. */
  constructor(public base: string) {}

  async request(method: string, path: string, json?: unknown): Promise<HttpAnswer> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      signal: AbortSignal.timeout(30_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    return { status: response.status, body };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, json: unknown = {}) => this.request('POST', path, json);

  /** Signs `email` up with the valid US lead; this browser stays signed in. */
  async signUp(email: string): Promise<void> {
    const challenge = (await this.get('/api/captcha/challenge')).body as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('the captcha could not be solved');
    const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const captcha = await this.post('/check-captcha-token', { token });
    if (captcha.status !== 200) throw new Error(`captcha refused: ${JSON.stringify(captcha)}`);
    const check = await this.post('/check-email', { email });
    if (check.status !== 200) throw new Error(`check-email failed: ${JSON.stringify(check)}`);
    const lead = { ...validMerchant('US').lead, email };
    const signUp = await this.post('/signup', {
      data: leadPayload(lead, trackingOfVisit('')).data,
    });
    if (signUp.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signUp)}`);
  }
}
