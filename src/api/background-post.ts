/**
 * Sends a JSON body to one of the portal's own intakes (error reports, analytics) without anyone
 * waiting for the answer: with navigator.sendBeacon, which outlives the page, when `beacon` asks
 * for it and the browser accepts it, else with fetch and keepalive. A failed send is dropped: the
 * intakes take what reaches them, and reporting the failure would only send again.
 */
import { apiUrl } from './http-client';

export function postInBackground(path: string, json: string, options: { beacon: boolean }): void {
  const url = apiUrl(path);
  if (options.beacon && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }))) return;
  }
  void fetch(url, {
    method: 'POST',
    body: json,
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => {});
}
