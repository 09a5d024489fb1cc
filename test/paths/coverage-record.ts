/**
 * The coverage record of one model's generated paths, written by the path tests and read by the
 * report (`npm run test:paths`). Records go to reports/paths/results (git-ignored), one file each.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Coverage {
  total: number;
  covered: number;
  /** The names of the states or transitions no path reached. */
  uncovered: string[];
}

export interface OracleRecord {
  /** The section of the spec the table comes from. */
  source: string;
  name: string;
  /** How many path steps the table spoke of. */
  checked: number;
  failures: string[];
}

export interface CoverageRecord {
  name: string;
  /** The file the record is kept in (set when read). */
  fileName?: string;
  /** A machine's paths replayed on actors, or the UI model's paths replayed in the browser. */
  kind: 'machine' | 'ui';
  states: Coverage;
  transitions: Coverage;
  /** Each path as its sequence of events. */
  paths: string[][];
  timeMs: number;
  oracles: OracleRecord[];
  /** Paths whose steps did not reach what the model predicts. */
  mismatches: number;
}

export const RESULTS_DIR = process.env.PATH_RESULTS_DIR ?? join('reports', 'paths', 'results');

const fileName = (record: CoverageRecord) =>
  `${record.kind}-${record.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`;

export function writeCoverageRecord(record: CoverageRecord, dir = RESULTS_DIR): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, fileName(record)), JSON.stringify(record, null, 2));
}

export function readCoverageRecords(dir = RESULTS_DIR): CoverageRecord[] {
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((f) => ({
    ...(JSON.parse(readFileSync(join(dir, f), 'utf8')) as CoverageRecord),
    fileName: f,
  }));
}
