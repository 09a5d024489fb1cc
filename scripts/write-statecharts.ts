/**
 * Writes `docs/statecharts/` from the machine definitions (one Mermaid page per machine and an
 * index), removing pages of machines that no longer exist:
 *
 *   npm run docs:statecharts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STATECHART_DOCS_DIR, statechartDocs } from '../machines/diagram/statechart-docs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = join(root, STATECHART_DOCS_DIR);
const pages = statechartDocs();

mkdirSync(dir, { recursive: true });
for (const file of readdirSync(dir)) {
  if (!pages.has(`${STATECHART_DOCS_DIR}/${file}`)) rmSync(join(dir, file));
}
for (const [path, text] of pages) writeFileSync(join(root, path), text);
console.log(`Wrote ${pages.size} pages to ${STATECHART_DOCS_DIR}/.`);
