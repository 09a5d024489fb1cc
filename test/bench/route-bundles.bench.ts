/**
 * The signed-in core's JavaScript and each later route's own: the files its lazy chunk loads
 * (with their static imports, the shared screen styles and, for the onboarding and status pages,
 * the support chrome) that the login route and the core have not already loaded, gzipped at level 9 like the
 * build's .gz files. Chunks a page loads only when a part of it is first shown or used (an upload
 * field that applies, the owners' date of birth) are not counted: Chromium does not fetch them
 * when the page opens (docs/decisions/0181-lighter-form-routes.md). Read from the build's
 * manifest, so it needs `vite build` first (npm run bench does it). Printed for information, with
 * no goal: what a merchant feels of a route's weight is judged by Lighthouse and the keystroke
 * latency (docs/decisions/0220-performance-as-a-merchant-feels-it.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchResult } from './support/bench-result';

const CLIENT = 'dist/client';

interface ManifestEntry {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const SUPPORT = 'src/help/help-chrome.tsx';
const STYLES = 'src/app/styles/screen-styles.ts';
/** The signed-in core (docs/decisions/0200): the journey, every step machine and the rules. */
const CORE = 'src/app/signed-in-core.ts';
const ROUTES: Array<[string, string[]]> = [
  ['signed-in core', [CORE]],
  ['lead', ['src/lead/lead-screen.tsx']],
  ['business details', ['src/business-details/business-details-screen.tsx', SUPPORT]],
  ['bank information', ['src/bank/bank-screen.tsx', SUPPORT]],
  ['customer support', ['src/customer-support/customer-support-screen.tsx', SUPPORT]],
  ['status', ['src/status/status-screens.tsx', SUPPORT]],
  ['check e-mail', ['src/session/check-email-screen.tsx']],
  ['sign-in link', ['src/session/sign-in-screen.tsx']],
  ['ops console', ['src/ops/ops-routes.tsx']],
];

export async function run(): Promise<BenchResult[]> {
  const manifest = JSON.parse(
    readFileSync(join(CLIENT, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestEntry>;
  const closure = (keys: string[], into = new Set<string>()): Set<string> => {
    for (const key of keys) {
      const entry = manifest[key];
      if (!entry) throw new Error(`${key} is not in the build manifest`);
      if (into.has(entry.file)) continue;
      into.add(entry.file);
      closure(entry.imports ?? [], into);
    }
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  const first = closure([entry]);
  const core = closure([CORE]);
  const gzipped = (file: string) => gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length;
  return ROUTES.map(([name, keys]) => {
    // A later route opens after the core, so what the core loads is not the route's own.
    const loaded = keys.includes(CORE) ? first : new Set([...first, ...core]);
    const files = [...closure(keys.includes(CORE) ? keys : [...keys, STYLES])].filter(
      (file) => !loaded.has(file) && file.endsWith('.js'),
    );
    const kb = Math.round((files.reduce((sum, file) => sum + gzipped(file), 0) / 1024) * 10) / 10;
    const label = keys.includes(CORE) ? `${name} JS (gzip)` : `${name} route's own JS (gzip)`;
    return { name: label, value: kb, unit: 'KB' };
  });
}
