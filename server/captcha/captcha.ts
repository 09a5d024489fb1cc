/**
 * Self-hosted ALTCHA proof of work (docs/architecture.md §2): no third party, no puzzle to solve (WCAG 2.2
 * 3.3.8). Challenges use the altcha-lib v2 format the altcha v3 widget reads: `{parameters,
 * signature}`; the widget answers with base64 JSON `{challenge: {parameters, signature},
 * solution}`. SHA-256 with cost 1 and a secret counter below CAPTCHA_COMPLEXITY keeps the work
 * equal to the classic "max number" setting.
 */
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import * as v from 'valibot';
import type { Clock } from '../app/clock';
import type { CaptchaSolutionsRepository } from '../db/repositories';

export const CAPTCHA_CHALLENGE_TTL_MS = 10 * 60 * 1000;

/** The payload as it arrives; every part is checked before altcha-lib sees it. */
const PayloadSchema = v.object({
  challenge: v.object({
    parameters: v.looseObject({
      algorithm: v.literal('SHA-256'),
      nonce: v.pipe(v.string(), v.regex(/^[0-9a-f]{2,128}$/)),
      salt: v.pipe(v.string(), v.regex(/^[0-9a-f]{2,128}$/)),
      cost: v.number(),
      keyLength: v.number(),
      keyPrefix: v.pipe(v.string(), v.maxLength(128)),
    }),
    signature: v.pipe(v.string(), v.maxLength(256)),
  }),
  solution: v.object({
    counter: v.number(),
    derivedKey: v.pipe(v.string(), v.maxLength(256)),
  }),
});

/** Issues challenges and checks solved payloads, each payload once. */
export function createCaptcha(deps: {
  hmacKey: string;
  complexity: number;
  clock: Clock;
  solutions: CaptchaSolutionsRepository;
}) {
  const { hmacKey, complexity, clock, solutions } = deps;
  return {
    /** A fresh signed challenge that expires in 10 minutes. */
    challenge: (): Promise<Challenge> =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(complexity),
        deriveKey,
        expiresAt: Math.floor((clock() + CAPTCHA_CHALLENGE_TTL_MS) / 1000),
        hmacSignatureSecret: hmacKey,
      }),

    /** True when `token` is a genuine, unexpired, solved challenge seen for the first time. */
    async verify(token: string): Promise<boolean> {
      const payload = decode(token);
      if (!payload) return false;
      const { parameters } = payload.challenge;
      const expiresAt = Number(parameters.expiresAt) * 1000;
      if (!Number.isFinite(expiresAt) || expiresAt <= clock()) return false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge as Challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: hmacKey,
        });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      // Recorded only once verified, so forged payloads cannot fill the table.
      await solutions.deleteExpired(clock());
      return solutions.recordOnce(parameters.nonce, expiresAt);
    },
  };
}

function decode(token: string): v.InferOutput<typeof PayloadSchema> | undefined {
  try {
    const parsed = v.safeParse(
      PayloadSchema,
      JSON.parse(Buffer.from(token, 'base64').toString('utf8')),
    );
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

export type Captcha = ReturnType<typeof createCaptcha>;
