/**
 * `npm run test:paths`: runs every machine's generated paths (the vitest `paths` project), then
 * prints the coverage table and writes it as Markdown and HTML to reports/paths/. Exits non-zero
 * when the paths fail or any model is below 100 %. The UI model's record, written by the e2e
 * stage, is reported too when present.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCoverageRecords, RESULTS_DIR } from '../test/paths/coverage-record';
import { renderHtml, renderMarkdown, renderTable, reportPasses } from '../test/paths/path-report';

const reportDir = join(RESULTS_DIR, '..');

// Machine records are written afresh by this run; a UI record stays until the e2e stage rewrites it.
for (const record of readCoverageRecords()) {
  if (record.kind === 'machine') rmSync(join(RESULTS_DIR, `${record.fileName}`), { force: true });
}

const vitest = spawnSync('npx', ['vitest', 'run', '--project', 'paths', ...process.argv.slice(2)], {
  stdio: 'inherit',
});

const records = readCoverageRecords();
const generatedAt = new Date().toISOString();
mkdirSync(reportDir, { recursive: true });
writeFileSync(join(reportDir, 'index.md'), renderMarkdown(records, generatedAt));
writeFileSync(join(reportDir, 'index.html'), renderHtml(records, generatedAt));

console.log(`\nGenerated path coverage (${generatedAt})\n`);
console.log(renderTable(records));
console.log(`\nReport: ${join(reportDir, 'index.md')} and ${join(reportDir, 'index.html')}`);

const passed = vitest.status === 0 && reportPasses(records);
console.log(passed ? 'PASS: every model at 100 %.' : 'FAIL: see the rows and lines above.');
process.exit(passed ? 0 : 1);
