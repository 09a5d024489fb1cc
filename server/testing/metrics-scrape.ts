/** Reads GET /metrics as Prometheus would, for the metrics suites. */
import type { FastifyInstance } from 'fastify';

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (comments skipped). */
export function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1]!] = pair[2]!;
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of `name` with at least `labels`, summed over the other labels; 0 when absent. */
export function valueOf(
  samples: Sample[],
  name: string,
  labels: Record<string, string | number> = {},
): number {
  return samples
    .filter(
      (sample) =>
        sample.name === name &&
        Object.entries(labels).every(([key, value]) => sample.labels[key] === String(value)),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}

/** Scrapes `app` from loopback. */
export async function scrape(app: FastifyInstance): Promise<Sample[]> {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  if (response.statusCode !== 200) throw new Error(`scrape refused: ${response.body}`);
  return parseExposition(response.body);
}
