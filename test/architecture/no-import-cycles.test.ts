/**
 * No file reaches itself through its imports, type-only ones included (docs/architecture.md
 * "Layers and folders"): a cycle makes two folders one concern in disguise.
 */
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph';

describe('import cycles', () => {
  it('the project has none, counting type-only imports', () => {
    const graph = importGraph(process.cwd());
    expect(graph.size).toBeGreaterThan(500);
    expect(importCycles(graph)).toEqual([]);
  });

  it('a cycle through a type-only import is found', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('reads type-only and dynamic imports as edges', () => {
    const graph = importGraph(process.cwd());
    expect(graph.get('src/app/journey-context.tsx')).toContain('src/app/signed-in-core.ts');
    expect(graph.get('src/app/journey-context.tsx')).toContain('src/app/app-actors.ts');
  });
});
