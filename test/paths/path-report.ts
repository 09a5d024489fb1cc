/**
 * The generated-path coverage report for QA: one row per model (states and transitions covered,
 * paths run and their lengths, time, spec tables checked), then, per model, whatever no path
 * reached by name and every path as its sequence of events. Printed as a table, written as
 * Markdown and HTML. A model below 100 %, a path that left its model, or a spec table that
 * disagreed fails the report.
 */
import type { CoverageRecord } from './coverage-record';

export interface ReportRow {
  name: string;
  kind: CoverageRecord['kind'];
  states: string;
  transitions: string;
  paths: number;
  /** Shortest, mean and longest path, in events. */
  lengths: string;
  time: string;
  oracles: string;
  ok: boolean;
}

const percent = (covered: number, total: number) =>
  total === 0 ? '100%' : `${Math.floor((covered / total) * 1000) / 10}%`;

/** Why a record keeps the report from passing (empty when it passes). */
export function problemsOf(record: CoverageRecord): string[] {
  const problems: string[] = [];
  for (const state of record.states.uncovered) problems.push(`state not reached: ${state}`);
  for (const t of record.transitions.uncovered) problems.push(`transition not taken: ${t}`);
  if (record.mismatches > 0)
    problems.push(`${record.mismatches} path(s) did not reach what the model predicts`);
  for (const oracle of record.oracles) {
    for (const failure of oracle.failures)
      problems.push(`${oracle.source} (${oracle.name}) disagrees: ${failure}`);
    if (oracle.checked === 0)
      problems.push(`${oracle.source} (${oracle.name}) was never checked by any path`);
  }
  return problems;
}

export function rowOf(record: CoverageRecord): ReportRow {
  const lengths = record.paths.map((p) => p.length);
  const mean = lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 0;
  const oracleChecks = record.oracles.reduce((a, o) => a + o.checked, 0);
  const oracleFailures = record.oracles.reduce((a, o) => a + o.failures.length, 0);
  return {
    name: record.name,
    kind: record.kind,
    states: `${record.states.covered}/${record.states.total} (${percent(record.states.covered, record.states.total)})`,
    transitions: `${record.transitions.covered}/${record.transitions.total} (${percent(record.transitions.covered, record.transitions.total)})`,
    paths: record.paths.length,
    lengths: lengths.length
      ? `${Math.min(...lengths)} / ${mean.toFixed(1)} / ${Math.max(...lengths)}`
      : '-',
    time: `${(record.timeMs / 1000).toFixed(2)} s`,
    oracles: `${record.oracles.length} table(s), ${oracleChecks} checks, ${oracleFailures} failed`,
    ok: problemsOf(record).length === 0,
  };
}

const HEADERS = [
  'model',
  'kind',
  'states',
  'transitions',
  'paths',
  'length min/mean/max',
  'time',
  'spec tables',
  'result',
] as const;

function cells(row: ReportRow): string[] {
  return [
    row.name,
    row.kind,
    row.states,
    row.transitions,
    String(row.paths),
    row.lengths,
    row.time,
    row.oracles,
    row.ok ? 'PASS' : 'FAIL',
  ];
}

/** The table printed in the terminal. */
export function renderTable(records: readonly CoverageRecord[]): string {
  const rows = [HEADERS as readonly string[], ...records.map((r) => cells(rowOf(r)))];
  const widths = HEADERS.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: readonly string[]) => row.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  const out = [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  ')];
  for (const row of rows.slice(1)) out.push(line(row));
  for (const record of records) {
    for (const problem of problemsOf(record)) out.push(`  ${record.name}: ${problem}`);
  }
  return out.join('\n');
}

const mdEscape = (text: string) => text.replace(/\|/g, '\\|');

export function renderMarkdown(records: readonly CoverageRecord[], generatedAt: string): string {
  const out = [
    '# Generated path coverage',
    '',
    `Generated ${generatedAt}. ${verdictOf(records)}`,
    '',
    `| ${HEADERS.join(' | ')} |`,
    `| ${HEADERS.map(() => '---').join(' | ')} |`,
    ...records.map((r) => `| ${cells(rowOf(r)).map(mdEscape).join(' | ')} |`),
  ];
  for (const record of records) {
    out.push('', `## ${record.name}`, '');
    const problems = problemsOf(record);
    out.push(problems.length ? '**Not covered or disagreeing:**' : 'Everything covered.', '');
    for (const problem of problems) out.push(`- ${mdEscape(problem)}`);
    if (record.oracles.length) {
      out.push(
        '',
        '### Spec tables',
        '',
        '| source | table | checks | failures |',
        '| --- | --- | --- | --- |',
      );
      for (const o of record.oracles)
        out.push(`| ${o.source} | ${mdEscape(o.name)} | ${o.checked} | ${o.failures.length} |`);
    }
    out.push('', `### Paths (${record.paths.length})`, '');
    record.paths.forEach((path, i) =>
      out.push(`${i + 1}. ${path.length ? mdEscape(path.join(' → ')) : '(start only)'}`),
    );
  }
  return `${out.join('\n')}\n`;
}

const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderHtml(records: readonly CoverageRecord[], generatedAt: string): string {
  const rows = records
    .map((r) => {
      const row = rowOf(r);
      return `<tr class="${row.ok ? 'pass' : 'fail'}">${cells(row)
        .map((c) => `<td>${html(c)}</td>`)
        .join('')}</tr>`;
    })
    .join('\n');
  const sections = records
    .map((record) => {
      const problems = problemsOf(record);
      const oracles = record.oracles
        .map(
          (o) =>
            `<tr><td>${html(o.source)}</td><td>${html(o.name)}</td><td>${o.checked}</td><td>${o.failures.length}</td></tr>`,
        )
        .join('');
      const paths = record.paths
        .map((p) => `<li>${html(p.length ? p.join(' → ') : '(start only)')}</li>`)
        .join('');
      return `<section><h2>${html(record.name)}</h2>
${problems.length ? `<ul class="problems">${problems.map((p) => `<li>${html(p)}</li>`).join('')}</ul>` : '<p>Everything covered.</p>'}
${oracles ? `<h3>Spec tables</h3><table><tr><th>source</th><th>table</th><th>checks</th><th>failures</th></tr>${oracles}</table>` : ''}
<details><summary>Paths (${record.paths.length})</summary><ol>${paths}</ol></details></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Generated path coverage</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}tr.fail td{background:#fde8e8}tr.pass td:last-child{color:#176b2c}.problems li{color:#a01616}ol li{font-family:monospace;font-size:.85rem}</style>
</head><body><h1>Generated path coverage</h1><p>Generated ${html(generatedAt)}. ${html(verdictOf(records))}</p>
<table><tr>${HEADERS.map((h) => `<th>${h}</th>`).join('')}</tr>
${rows}</table>
${sections}
</body></html>
`;
}

/** True when every model is at 100 % with no disagreement. */
export function reportPasses(records: readonly CoverageRecord[]): boolean {
  return records.length > 0 && records.every((r) => problemsOf(r).length === 0);
}

function verdictOf(records: readonly CoverageRecord[]): string {
  if (records.length === 0) return 'FAIL: no path results were recorded.';
  const failing = records.filter((r) => problemsOf(r).length > 0).map((r) => r.name);
  return failing.length
    ? `FAIL: below 100 % or disagreeing: ${failing.join(', ')}.`
    : `PASS: all ${records.length} models at 100 %.`;
}
