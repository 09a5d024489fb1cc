/**
 * localStorage writes that wait for a pause in typing. A form's draft is kept on every change;
 * serialising and writing it on each keystroke takes a phone several milliseconds of the key's
 * frame. The last value of each key is written once the typing rests, and at once when the page
 * is hidden or left (`visibilitychange`, `pagehide`) or a key is read, so nothing typed is lost;
 * a key removed meanwhile is not written back.
 */

/** How long the typing rests before the drafts are written. */
export const QUIET_MS = 400;

const pending = new Map<string, () => string>();
let timer: ReturnType<typeof setTimeout> | undefined;
let lastChange = 0;
let listening = false;

/** Writes every waiting value now. */
export function flushSoonWrites(): void {
  clearTimeout(timer);
  timer = undefined;
  const writes = [...pending];
  pending.clear();
  for (const [key, value] of writes) {
    try {
      localStorage.setItem(key, value());
    } catch {
      // A full or blocked storage only loses the browser copy of what was typed.
    }
  }
}

function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', flushSoonWrites);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushSoonWrites();
  });
}

/** Writes once QUIET_MS have passed since the last change; one timer, not one per key press. */
function writeWhenQuiet(): void {
  const left = QUIET_MS - (Date.now() - lastChange);
  if (left > 0 && left <= QUIET_MS) {
    timer = setTimeout(writeWhenQuiet, left);
    return;
  }
  flushSoonWrites();
}

/** Keeps `value()` under `key` once the typing rests; `value` is read then. */
export function setItemSoon(key: string, value: () => string): void {
  listen();
  pending.set(key, value);
  lastChange = Date.now();
  timer ??= setTimeout(writeWhenQuiet, QUIET_MS);
}

/** The value kept under `key`, waiting writes included. */
export function getItemNow(key: string): string | null {
  if (pending.has(key)) flushSoonWrites();
  return localStorage.getItem(key);
}

/** Removes `key` and any write of it still waiting. */
export function removeItemNow(key: string): void {
  pending.delete(key);
  localStorage.removeItem(key);
}

/** Removes every key starting with `prefix`, written or waiting. */
export function removeItemsStartingWith(prefix: string): void {
  for (const key of [...pending.keys()]) if (key.startsWith(prefix)) pending.delete(key);
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(prefix)) localStorage.removeItem(key);
  }
}
