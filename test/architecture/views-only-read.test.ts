/**
 * Views only read machine state and send events (docs/architecture.md §3): the lint rules of
 * eslint.config.js fail the build when a view in src/ calls the server, fetches,
 * navigates for flow or starts an actor of its own (the journey runs the step actors). Planted violations are linted with the project's own configuration, so a
 * rule that stops matching fails here.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rules that fire on `code` as if it were the file `filePath`. */
async function rulesFiring(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const VIEW = 'src/business-details/planted-view.tsx';

const planted = {
  callModule: `import { saveMerchant } from '../api/merchant-calls';\nexport const x = saveMerchant;\n`,
  httpClient: `import { apiRequest } from '../api/http-client';\nexport const x = apiRequest;\n`,
  fetch: `export const load = () => fetch('/api/restore');\n`,
  windowFetch: `export const load = () => window.fetch('/api/restore');\n`,
  useNavigate: `import { useNavigate } from 'react-router-dom';\nexport const x = useNavigate;\n`,
  navigateComponent: `import { Navigate } from 'react-router-dom';\nexport const x = Navigate;\n`,
  navigateCall: `export const go = (navigate: (to: string) => void) => navigate('/status');\n`,
  screenCalls: `import { loadBankStart } from '../bank/bank-calls';\nexport const x = loadBankStart;\n`,
  useActorRef: `import { useActorRef } from '@xstate/react';\nexport const x = useActorRef;\n`,
  useMachine: `import { useMachine } from '@xstate/react';\nexport const x = useMachine;\n`,
  createActor: `import { createActor } from 'xstate';\nexport const x = createActor;\n`,
};

describe('views only read', () => {
  it.each(Object.entries(planted))('a view that plants %s fails the lint', async (_, code) => {
    const fired = await rulesFiring(code, VIEW);
    expect(fired.some((rule) => rule.startsWith('no-restricted-'))).toBe(true);
  });

  it('the same code is allowed where calls and the route belong', async () => {
    expect(await rulesFiring(planted.callModule, 'src/business-details/x-io.ts')).toEqual([]);
    expect(await rulesFiring(planted.useNavigate, 'src/app/address-bar.tsx')).toEqual([]);
    expect(await rulesFiring(planted.createActor, 'src/app/start-session.ts')).toEqual([]);
  });

  it('a type imported from a call module is no call', async () => {
    const code = `import type { UploadTarget } from '../api/merchant-calls';\nexport type X = UploadTarget;\n`;
    expect(await rulesFiring(code, VIEW)).toEqual([]);
  });
});
