/**
 * The report tool over real runs: the customer support machine's paths pass at 100 %, and a
 * scratch copy of the same machine whose load answer lost its target fails the report, which
 * names the states and transitions no path can reach any more.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine, type EventObject } from 'xstate';
import { validMerchant } from '../data/valid-merchant';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { customerSupportMachine } from '../../machines/customer-support/customer-support.machine';
import { done, failed, runPaths, type PathModel } from '../../machines/testing/path-coverage';
import { readCoverageRecords } from './coverage-record';
import { problemsOf, renderHtml, renderMarkdown, renderTable, reportPasses } from './path-report';

const dir = mkdtempSync(join(tmpdir(), 'path-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const support = validMerchant('AU').customerSupport;
const events: EventObject[] = [
  done('loadSupport', { values: support, context: { registeredCountry: 'AU' } }),
  { type: 'support.change', values: { customerSupportEmail: 'help@' } } as EventObject,
  {
    type: 'support.change',
    values: { customerSupportEmail: support.customerSupportEmail },
  } as EventObject,
  { type: 'support.blur', field: 'customerSupportEmail' } as EventObject,
  { type: 'support.submit' },
  done('saveSupport', {
    formCompletedState: { ...emptyFormCompletedState(), customerServiceForm: true },
  }),
  done('saveSupport', {
    validation_errors: { customerSupport: { customerSupportEmail: { code: 'E', error: 'Bad' } } },
  }),
  done('saveSupport', { error: 'The customer support data is not valid.' }),
  failed('saveSupport', new TypeError('Failed to fetch')),
  failed('loadSupport', new TypeError('Failed to fetch')),
  { type: 'retry' },
];
const modelOf = (machine: AnyStateMachine): PathModel => ({
  machine,
  events,
  callIds: ['loadSupport', 'saveSupport'],
});

/** The same machine with the target of the load answer removed, as a careless edit would. */
function scratchCopyWithoutLoadTarget(): AnyStateMachine {
  type Config = { states: { loading: { invoke: { onDone: Record<string, unknown> } } } };
  const original = customerSupportMachine.config as unknown as Config;
  const loading = original.states.loading;
  const { target: _removed, ...onDone } = loading.invoke.onDone;
  return createMachine(
    {
      ...(customerSupportMachine.config as object),
      states: {
        ...original.states,
        loading: { ...loading, invoke: { ...loading.invoke, onDone } },
      },
    } as never,
    customerSupportMachine.implementations as never,
  );
}

describe('path coverage report', () => {
  it('passes the real machine at 100 %', async () => {
    await runPaths('customer support (real)', [modelOf(customerSupportMachine)], {
      resultsDir: dir,
    });
    const [record] = readCoverageRecords(dir);
    expect(record?.states).toMatchObject({ covered: 6, total: 6 });
    expect(record?.transitions).toMatchObject({ covered: 11, total: 11 });
    expect(problemsOf(record!)).toEqual([]);
    expect(reportPasses([record!])).toBe(true);
  });

  it('reads each record with the file it is kept in, so a run can remove the machines it no longer has', async () => {
    const scratchDir = mkdtempSync(join(dir, 'named-'));
    await runPaths('customer support (named)', [modelOf(customerSupportMachine)], {
      resultsDir: scratchDir,
    });
    const [record] = readCoverageRecords(scratchDir);
    expect(record?.fileName).toBe('machine-customer-support-named-.json');
    expect(existsSync(join(scratchDir, record!.fileName!))).toBe(true);
  });

  it('fails a scratch copy whose load answer lost its target, naming what is now unreachable', async () => {
    const scratchDir = mkdtempSync(join(dir, 'scratch-'));
    await runPaths('customer support (scratch copy)', [modelOf(scratchCopyWithoutLoadTarget())], {
      resultsDir: scratchDir,
    });
    const records = readCoverageRecords(scratchDir);
    expect(reportPasses(records)).toBe(false);
    const problems = problemsOf(records[0]!);
    expect(problems).toContain(
      'transition not taken: customerSupport.editing on support.submit #0',
    );
    expect(problems).toContain(
      'transition not taken: customerSupport.saving on xstate.done.actor.saveSupport #1',
    );
    expect(problems).toContain('state not reached: customerSupport.done');

    const table = renderTable(records);
    expect(table).toMatch(/customer support \(scratch copy\).*FAIL/);
    expect(table).toContain('customerSupport.editing on support.submit #0');
    const at = '2026-01-01T00:00:00Z';
    expect(renderMarkdown(records, at)).toContain(
      '- transition not taken: customerSupport.editing on support.submit #0',
    );
    expect(renderHtml(records, at)).toContain(
      '<li>transition not taken: customerSupport.editing on support.submit #0</li>',
    );
  });
});
