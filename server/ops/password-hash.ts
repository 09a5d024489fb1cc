/**
 * Passwords of operations staff, hashed with scrypt (a memory-hard function in node:crypto) and a
 * random 16-byte salt per password. The parameters travel in the stored text, so they can be
 * raised later without breaking older hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** The console opens every application, so its passwords are long. */
export const MIN_OPS_PASSWORD_LENGTH = 12;
export const MAX_OPS_PASSWORD_LENGTH = 256;

const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // 128 * N * r bytes of memory; allow that plus headroom.
  const maxmem = 256 * (options.N ?? COST) * (options.r ?? BLOCK_SIZE);
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** The stored form of `password`: `scrypt$N$r$p$salt$hash` (salt and hash in base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: COST, r: BLOCK_SIZE, p: PARALLELISM });
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/** True when `password` matches `stored`; a malformed stored value matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(options).every((value) => Number.isInteger(value) && value > 0)) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64'), options);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification on a password that matches nothing, so an unknown e-mail
 * answers as slowly as a wrong password and the login call does not reveal who has an account.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}

/** The problem with a new password, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_OPS_PASSWORD_LENGTH) {
    return `The password must be at least ${MIN_OPS_PASSWORD_LENGTH} characters long.`;
  }
  if (password.length > MAX_OPS_PASSWORD_LENGTH) {
    return `The password must be at most ${MAX_OPS_PASSWORD_LENGTH} characters long.`;
  }
  return undefined;
}
