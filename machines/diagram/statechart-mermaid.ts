/**
 * Mermaid `stateDiagram-v2` text of a statechart graph. Each transition is written inside the
 * innermost composite state holding both its ends, as Mermaid expects; transitions declared on
 * the machine itself start from an "any state" node, and transitions that only run actions are
 * written into their state's box (beside it, for a composite state).
 */
import type { ChartState, ChartTransition } from './statechart-model';

export interface MermaidOptions {
  /** State ids to mark with the `active` class. */
  active?: readonly string[];
}

/** `session.loggedOut.captchaPending` → `session_loggedOut_captchaPending`. */
export function mermaidId(stateId: string): string {
  return stateId.replace(/[^A-Za-z0-9_]/g, '_');
}

// Mermaid reads `;`, `#`, `:`, quotes and braces as syntax inside labels.
const clean = (text: string) => text.replace(/[;#:"{}]/g, ' ').trim();

function label(transition: ChartTransition): string {
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  return clean(`${transition.trigger}${guard}`);
}

function ancestors(id: string): string[] {
  const parts = id.split('.');
  return parts.map((_, index) => parts.slice(0, index + 1).join('.'));
}

/** The composite state both ends of a transition sit in. */
function scopeOf(source: ChartState, target: string, rootId: string): string {
  if (source.id === rootId) return rootId;
  const parent = source.id.slice(0, source.id.lastIndexOf('.'));
  const targetPath = new Set(ancestors(target));
  const shared = ancestors(parent).filter((id) => targetPath.has(id) && id !== target);
  return shared[shared.length - 1] ?? rootId;
}

interface Edge {
  from: string;
  to: string;
  text: string;
}

function collectEdges(chart: ChartState, anyNode: string): Map<string, Edge[]> {
  const edges = new Map<string, Edge[]>();
  const visit = (state: ChartState) => {
    for (const transition of state.transitions) {
      for (const target of transition.targets) {
        const scope = scopeOf(state, target, chart.id);
        const from = state.id === chart.id ? anyNode : mermaidId(state.id);
        const list = edges.get(scope) ?? [];
        list.push({ from, to: mermaidId(target), text: label(transition) });
        edges.set(scope, list);
      }
    }
    state.states.forEach(visit);
  };
  visit(chart);
  return edges;
}

function stateLines(state: ChartState): string[] {
  const id = mermaidId(state.id);
  if (state.type === 'history') {
    return [`state "${state.history === 'deep' ? 'H*' : 'H'}" as ${id}`];
  }
  const notes = [
    ...state.invokes.map((invoke) => `invoke ${clean(invoke)}`),
    ...state.transitions.filter((t) => t.targets.length === 0).map((t) => `on ${label(t)}`),
  ];
  const lines = [`state "${clean(state.key)}" as ${id}`];
  // Mermaid lets a composite state carry its label only, so its notes go beside the box.
  if (state.states.length === 0) return [...lines, ...notes.map((note) => `${id} : ${note}`)];
  if (notes.length > 0)
    lines.push(`note right of ${id}`, ...notes.map((n) => `  ${n}`), 'end note');
  return lines;
}

function scopeLines(scope: ChartState, edges: Map<string, Edge[]>): string[] {
  const lines: string[] = [];
  for (const id of scope.initial) lines.push(`[*] --> ${mermaidId(id)}`);
  scope.states.forEach((child, index) => {
    if (scope.type === 'parallel' && index > 0) lines.push('--');
    lines.push(...stateLines(child));
    if (child.states.length > 0) {
      lines.push(`state ${mermaidId(child.id)} {`);
      lines.push(...scopeLines(child, edges).map((line) => `  ${line}`));
      lines.push('}');
    }
    if (child.type === 'final') lines.push(`${mermaidId(child.id)} --> [*]`);
  });
  for (const edge of edges.get(scope.id) ?? []) {
    lines.push(`${edge.from} --> ${edge.to}${edge.text ? ` : ${edge.text}` : ''}`);
  }
  return lines;
}

/** The Mermaid state diagram of `chart`, with `options.active` states highlighted. */
export function statechartMermaid(chart: ChartState, options: MermaidOptions = {}): string {
  const anyNode = `${mermaidId(chart.id)}__any`;
  const edges = collectEdges(chart, anyNode);
  const lines = ['stateDiagram-v2'];
  if (chart.transitions.some((t) => t.targets.length > 0)) {
    lines.push(`  state "any state" as ${anyNode}`);
  }
  lines.push(...scopeLines(chart, edges).map((line) => `  ${line}`));
  const active = options.active ?? [];
  if (active.length > 0) {
    lines.push('  classDef active fill:#ffe08a,stroke:#b26a00,stroke-width:3px');
    lines.push(`  class ${active.map(mermaidId).join(',')} active`);
  }
  return `${lines.join('\n')}\n`;
}
