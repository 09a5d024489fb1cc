/**
 * The source maps of a client build, read once each: a profiled function's place in the portal's
 * own sources rather than in a minified chunk.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap } from '@jridgewell/trace-mapping';

/** The map of the chunk a sampled script `url` names (under /app/assets/), if the build has one. */
export function buildSourceMaps(clientDir: string): (url: string) => TraceMap | null {
  const maps = new Map<string, TraceMap | null>();
  return (url) => {
    const asset = /\/app\/(assets\/[^?#]+\.js)/.exec(url)?.[1];
    if (!asset) return null;
    if (!maps.has(asset)) {
      const file = join(clientDir, `${asset}.map`);
      maps.set(asset, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    }
    return maps.get(asset) ?? null;
  };
}
