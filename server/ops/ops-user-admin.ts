/**
 * Creating operations staff accounts (run by `npm run ops:create-user`). There is no sign-up for
 * the console: an operator with access to the server creates each account.
 */
import { randomUUID } from 'node:crypto';
import { isValidEmailAddress, normaliseEmail } from '../../domain/session/email-address';
import type { Clock } from '../app/clock';
import type { OpsSessionsRepository, OpsUsersRepository } from './ops-repositories';
import { hashPassword, passwordProblem } from './password-hash';

export interface CreateOpsUserInput {
  email: string;
  password: string;
  /** Sets a new password when the e-mail already has an account (and signs it out everywhere). */
  resetPassword?: boolean;
}

export type CreateOpsUserResult =
  | { ok: true; email: string; outcome: 'created' | 'password-reset' }
  | { ok: false; problem: string };

/** Creates (or, when asked, resets the password of) a console account. */
export async function createOpsUser(
  deps: { users: OpsUsersRepository; sessions: OpsSessionsRepository; clock: Clock },
  input: CreateOpsUserInput,
): Promise<CreateOpsUserResult> {
  const email = normaliseEmail(input.email);
  if (!isValidEmailAddress(email))
    return { ok: false, problem: `"${input.email}" is not an e-mail address.` };
  const problem = passwordProblem(input.password);
  if (problem) return { ok: false, problem };
  const passwordHash = await hashPassword(input.password);
  const existing = await deps.users.findByEmail(email);
  if (existing) {
    if (!input.resetPassword) {
      return {
        ok: false,
        problem: `${email} already has a console account; add --reset-password to give it a new password.`,
      };
    }
    await deps.users.setPasswordHash(email, passwordHash);
    await deps.sessions.deleteForUser(existing.id);
    return { ok: true, email, outcome: 'password-reset' };
  }
  const created = await deps.users.create({
    id: randomUUID(),
    email,
    password_hash: passwordHash,
    created_at: deps.clock(),
  });
  return created
    ? { ok: true, email, outcome: 'created' }
    : { ok: false, problem: `${email} already has a console account.` };
}
