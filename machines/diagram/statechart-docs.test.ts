/**
 * `docs/statecharts/` never drifts from the machines: the pages are generated again here and
 * compared with the committed ones, and every machine the code exports has a page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MACHINE_CATALOGUE } from './machine-catalogue';
import { REGENERATE_COMMAND, STATECHART_DOCS_DIR, statechartDocs } from './statechart-docs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pages = statechartDocs();

function committed(path: string): string | undefined {
  const file = join(root, path);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

describe('docs/statecharts', () => {
  it.each([...pages.keys()])('%s matches the machines', (path) => {
    const text = committed(path);
    if (text !== pages.get(path)) {
      expect.fail(
        `${path} is ${text === undefined ? 'missing' : 'stale'}: run ${REGENERATE_COMMAND} and commit it.`,
      );
    }
  });

  it('holds no page of a machine that is gone', () => {
    const extra = readdirSync(join(root, STATECHART_DOCS_DIR))
      .map((file) => `${STATECHART_DOCS_DIR}/${file}`)
      .filter((path) => !pages.has(path));
    expect(extra, `run ${REGENERATE_COMMAND} to remove them`).toEqual([]);
  });

  it('has a page for every state machine the machines export', () => {
    const modules = import.meta.glob<Record<string, unknown>>(
      [
        '../**/*.ts',
        '!../**/*.test.ts',
        '!../**/*.test-support.ts',
        '!../testing/**',
        '!../diagram/**',
      ],
      { eager: true },
    );
    const catalogued = new Set<unknown>(MACHINE_CATALOGUE.map((entry) => entry.machine.config));
    const missing = Object.entries(modules).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => typeof value === 'object' && value !== null && 'root' in value)
        .filter(([, value]) => !catalogued.has((value as { config: unknown }).config))
        .map(([name]) => `${name} (${file})`),
    );
    expect(missing, 'add them to machines/diagram/machine-catalogue.ts').toEqual([]);
  });
});
