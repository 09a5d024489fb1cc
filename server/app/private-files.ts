/**
 * The data folder holds personal data (the SQLite database, uploads, keys.json): folders are
 * created 0700 and files 0600, and existing ones are narrowed to that, whatever the umask.
 */
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';

/** Creates `dir` (and parents) if needed; `dir` itself ends up 0700. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Creates `path` empty if it is missing; it ends up 0600. */
export function ensurePrivateFile(path: string): void {
  closeSync(openSync(path, 'a', 0o600));
  chmodSync(path, 0o600);
}
