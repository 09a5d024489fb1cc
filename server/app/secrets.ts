/**
 * The server's secrets: the captcha HMAC key, the session secret and the AES-256-GCM key for
 * sensitive fields (docs/architecture.md §4). Each comes from its environment variable when set; otherwise it
 * is created once with crypto random bytes in `${DATA_DIR}/keys.json` (mode 0600), so a restart
 * keeps sessions, pending captchas and encrypted data readable.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './config-error';
import { ensurePrivateDir } from './private-files';

export interface Secrets {
  captchaHmacKey: string;
  sessionSecret: string;
  /** 32 bytes. */
  dataEncryptionKey: Buffer;
}

interface StoredKeys {
  captchaHmacKey?: string;
  sessionSecret?: string;
  /** base64 */
  dataEncryptionKey?: string;
}

const MIN_SECRET_LENGTH = 32;

/** Reads the secrets from `env`, filling gaps from (or into) `${dataDir}/keys.json`. */
export function loadSecrets(dataDir: string, env: Record<string, string | undefined>): Secrets {
  const problems: string[] = [];
  const fromEnv = (name: string): string | undefined => {
    const value = env[name]?.trim();
    if (!value) return undefined;
    if (value.length < MIN_SECRET_LENGTH) {
      problems.push(`${name} must be at least ${MIN_SECRET_LENGTH} characters long`);
      return undefined;
    }
    return value;
  };
  const captchaHmacKey = fromEnv('CAPTCHA_HMAC_KEY');
  const sessionSecret = fromEnv('SESSION_SECRET');
  const rawDataKey = env.DATA_ENCRYPTION_KEY?.trim();
  let dataEncryptionKey: Buffer | undefined;
  if (rawDataKey) {
    dataEncryptionKey = Buffer.from(rawDataKey, 'base64');
    if (dataEncryptionKey.length !== 32) {
      problems.push('DATA_ENCRYPTION_KEY must be 32 bytes written in base64 (44 characters)');
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  if (captchaHmacKey && sessionSecret && dataEncryptionKey) {
    return { captchaHmacKey, sessionSecret, dataEncryptionKey };
  }
  const stored = readOrCreateKeyFile(dataDir);
  return {
    captchaHmacKey: captchaHmacKey ?? stored.captchaHmacKey,
    sessionSecret: sessionSecret ?? stored.sessionSecret,
    dataEncryptionKey: dataEncryptionKey ?? Buffer.from(stored.dataEncryptionKey, 'base64'),
  };
}

function readOrCreateKeyFile(dataDir: string): Required<StoredKeys> {
  const path = join(dataDir, 'keys.json');
  let stored: StoredKeys = {};
  try {
    stored = JSON.parse(readFileSync(path, 'utf8')) as StoredKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new ConfigError([`${path} cannot be read as JSON: delete it to create new keys`]);
    }
  }
  const complete: Required<StoredKeys> = {
    captchaHmacKey: stored.captchaHmacKey ?? randomBytes(32).toString('base64url'),
    sessionSecret: stored.sessionSecret ?? randomBytes(32).toString('base64url'),
    dataEncryptionKey: stored.dataEncryptionKey ?? randomBytes(32).toString('base64'),
  };
  if (Buffer.from(complete.dataEncryptionKey, 'base64').length !== 32) {
    throw new ConfigError([`${path} holds a dataEncryptionKey that is not 32 bytes in base64`]);
  }
  const changed =
    complete.captchaHmacKey !== stored.captchaHmacKey ||
    complete.sessionSecret !== stored.sessionSecret ||
    complete.dataEncryptionKey !== stored.dataEncryptionKey;
  if (changed) {
    ensurePrivateDir(dataDir);
    writeFileSync(path, `${JSON.stringify(complete, null, 2)}\n`, { mode: 0o600 });
    // writeFileSync's mode only applies when it creates the file.
    chmodSync(path, 0o600);
  }
  return complete;
}
