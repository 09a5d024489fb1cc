/**
 * The text of `docs/statecharts/`: one page per machine of the catalogue with its Mermaid diagram,
 * and an index. Written by `npm run docs:statecharts`; a test fails when the committed pages differ.
 */
import { MACHINE_CATALOGUE, type CataloguedMachine } from './machine-catalogue';
import { statechartMermaid } from './statechart-mermaid';
import { chartOf } from './statechart-model';

export const STATECHART_DOCS_DIR = 'docs/statecharts';
export const REGENERATE_COMMAND = 'npm run docs:statecharts';

const GENERATED = `Generated from the machine definition by \`${REGENERATE_COMMAND}\`; do not edit by hand.`;

const LEGEND = [
  '## Reading the diagram',
  '',
  '- A box is a state; a box holding others is a compound state, and `--` separates the regions',
  '  of a parallel state. `[*] -->` points at the initial state; `--> [*]` follows a final state.',
  '- An arrow reads `event [guard]`. `after <delay>` is a delayed transition, `always` an',
  '  eventless one, `onDone <id>` / `onError <id>` the answer of the invoked actor `<id>`.',
  '- Lines inside a box name the actors it invokes (`invoke <id>`) and the events it handles',
  '  without leaving (`on <event>`).',
  '- "any state" stands for the transitions of the machine itself, taken from whichever state is',
  '  active. `H` and `H*` are shallow and deep history states.',
];

function machinePage(entry: CataloguedMachine): string {
  return [
    `# ${entry.title} statechart`,
    '',
    `\`${entry.exportName}\` in \`machines/${entry.source}\` (machine id \`${entry.machine.id}\`);`,
    `in the inspectors: \`${entry.actorNames}\`.`,
    '',
    GENERATED,
    '',
    '```mermaid',
    statechartMermaid(chartOf(entry.machine)).trimEnd(),
    '```',
    '',
    ...LEGEND,
    '',
  ].join('\n');
}

function indexPage(): string {
  return [
    '# Statecharts',
    '',
    GENERATED,
    'The offline inspector draws the same charts from the same generator, with the active states',
    'marked (see "Watching the flows" in the README).',
    '',
    ...MACHINE_CATALOGUE.map(
      (entry) =>
        `- [${entry.title}](${entry.name}.md): \`machines/${entry.source}\`, in the inspectors \`${entry.actorNames}\``,
    ),
    '',
  ].join('\n');
}

/** Every page of `docs/statecharts/`, by path relative to the repository root. */
export function statechartDocs(): Map<string, string> {
  const pages = new Map<string, string>([[`${STATECHART_DOCS_DIR}/README.md`, indexPage()]]);
  for (const entry of MACHINE_CATALOGUE) {
    pages.set(`${STATECHART_DOCS_DIR}/${entry.name}.md`, machinePage(entry));
  }
  return pages;
}
