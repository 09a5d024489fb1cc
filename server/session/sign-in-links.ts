/**
 * E-mailed sign-in links (docs/architecture.md §4): at least 128 random bits (we use 256), stored only as a
 * SHA-256, bound to the e-mail, valid 10 minutes, usable once. The token travels in the URL
 * fragment, so it never reaches server logs or a Referer header; the page POSTs it to
 * /sign-in-link when the merchant presses Continue (mail scanners only GET).
 */
import type { Language } from '../../domain/i18n/language';
import type { AccountContactsRepository } from '../merchant/account-contacts-repository';
import type { Clock } from '../app/clock';
import type { MerchantsRepository, SignInTokensRepository } from '../db/repositories';
import type { MerchantRow } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { signInMail } from '../mail/sign-in-mail';
import type { SignInLinkFailure } from '../../domain/api/session-api';
import { randomToken, sha256Hex } from './tokens';

export const SIGN_IN_LINK_TTL_MS = 10 * 60 * 1000;
/** At most this many sign-in mails per e-mail per hour, counted in the database. */
export const SIGN_IN_MAILS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/** Token as sent: base64url of 32 bytes is 43 characters; accept a little slack, nothing odd. */
export const SIGN_IN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

export type SendResult = 'sent' | 'limited';
/** The merchant the link signs in to; `contactEmail` when it was a further contact's (0073). */
export type RedeemResult =
  | { ok: true; merchant: MerchantRow; contactEmail?: string }
  | { ok: false; reason: SignInLinkFailure };

/** Issues and redeems sign-in links. */
export function createSignInLinks(deps: {
  tokens: SignInTokensRepository;
  merchants: MerchantsRepository;
  /** Further contacts of accounts: their links sign in to the account as a new contact. */
  contacts?: AccountContactsRepository;
  mailer: Mailer;
  clock: Clock;
  /** Read at send time: startServer learns its own URL only once it listens. */
  publicUrl: () => string;
}) {
  const { tokens, merchants, mailer, clock, publicUrl } = deps;
  return {
    /**
     * Mails a fresh link to `email`, unless it already had its hourly share of mails, in the
     * language the person reads the portal in as they ask for it.
     */
    async send(email: string, language: Language = 'en'): Promise<SendResult> {
      const now = clock();
      if ((await tokens.countSince(email, now - HOUR_MS)) >= SIGN_IN_MAILS_PER_HOUR)
        return 'limited';
      const token = randomToken(32);
      await tokens.insert({
        token_hash: sha256Hex(token),
        email,
        created_at: now,
        expires_at: now + SIGN_IN_LINK_TTL_MS,
        used_at: null,
      });
      // doc 2 §4 (ol_src): vel marks a verify-e-mail link click for analytics.
      const link = `${publicUrl()}/app/sign-in#token=${token}&ol_src=vel`;
      await mailer.send(signInMail(email, link, language));
      return 'sent';
    },

    /** Uses the token once and returns its merchant, or why it cannot be used. */
    async redeem(token: string): Promise<RedeemResult> {
      if (!SIGN_IN_TOKEN_PATTERN.test(token)) return { ok: false, reason: 'invalid' };
      const hash = sha256Hex(token);
      const row = await tokens.find(hash);
      if (!row) return { ok: false, reason: 'invalid' };
      const now = clock();
      if (row.used_at !== null) return { ok: false, reason: 'used' };
      if (row.expires_at <= now) return { ok: false, reason: 'expired' };
      if (!(await tokens.consume(hash, now))) {
        // Lost a race with a concurrent use, or expired in between.
        const again = await tokens.find(hash);
        return { ok: false, reason: again?.used_at !== null ? 'used' : 'expired' };
      }
      const merchant = await merchants.findByEmail(row.email);
      if (merchant) return { ok: true, merchant };
      const contact = await deps.contacts?.find(row.email);
      const account = contact && (await merchants.findById(contact.merchantId));
      return account
        ? { ok: true, merchant: account, contactEmail: row.email }
        : { ok: false, reason: 'invalid' };
    },

    /** Forgets tokens old enough to count for nothing (the hourly limit looks back one hour). */
    deleteStale: (): Promise<void> => tokens.deleteCreatedBefore(clock() - 24 * HOUR_MS),
  };
}

export type SignInLinks = ReturnType<typeof createSignInLinks>;
