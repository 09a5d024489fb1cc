/**
 * One folder per concern in each layer, named the same across layers (docs/architecture.md §1):
 * a merchant's step is found under its name in domain/, machines/, src/ and server/, and no layer
 * keeps loose files beside its folders but its entry point.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LAYERS = ['domain', 'machines', 'src', 'server'] as const;
const STEPS = [
  'session',
  'lead',
  'business-details',
  'bank',
  'customer-support',
  'status',
  'cash-pay',
  'help',
  'agreement',
];
const ENTRY_POINTS = new Set(['src/main.tsx', 'src/vite-env.d.ts', 'server/main.ts']);

const entries = (layer: string) =>
  readdirSync(layer).map((name) => ({
    path: `${layer}/${name}`,
    folder: statSync(join(layer, name)).isDirectory(),
  }));

describe('folders per concern', () => {
  it.each(LAYERS)('%s has a folder for every step of the journey', (layer) => {
    const folders = entries(layer)
      .filter((entry) => entry.folder)
      .map((entry) => entry.path.slice(layer.length + 1));
    expect(STEPS.filter((step) => !folders.includes(step))).toEqual([]);
  });

  it.each(LAYERS)('%s keeps no loose file but its entry point', (layer) => {
    const loose = entries(layer)
      .filter((entry) => !entry.folder && !ENTRY_POINTS.has(entry.path))
      .map((entry) => entry.path);
    expect(loose).toEqual([]);
  });
});
