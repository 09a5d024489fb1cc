/**
 * No sensitive value reaches the offline inspector's page: real machines (business details with a
 * merchant whose every sensitive field is filled, the session holding a sign-in token, the API
 * credentials with a secret key) report to the inspection log, and every view of the panel is read.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import type { RestoreResponse } from '../../domain/api/merchant-api';
import type { UserStateResponse } from '../../domain/api/session-api';
import { validMerchant } from '../../test/data/valid-merchant';
import { ACTOR_NAMES } from '../../machines/inspector/actor-names';
import { businessDetailsMachine } from '../../machines/business-details/business-details.machine';
import { sessionMachine } from '../../machines/session/session.machine';
import { providerAccountMachine } from '../../machines/status/provider-account.machine';
import { renderWithTheme } from '../testing/render';
import { inspectionLog } from './inspection-log';
import OfflineInspectorPanel from './offline-inspector-panel';

const SENSITIVE = {
  ssn: '212345678',
  dob: '04-15-1985',
  ein: '981234567',
  phone: '+1 415 867 5309',
  ownerEmail: 'jane.owner@shop.example',
  leadEmail: 'jane.lead@shop.example',
  routing: '021000021',
  account: '4455667788',
  bsb: '062-111',
  sortCode: '12-34-56',
  transit: '31415',
  institution: '009',
  chequing: '7654321',
  account2: '99887766',
  routing2: '026009593',
  bsb2: '083-004',
  sortCode2: '40-11-62',
  secretKey: 'sk_live_8f3a61c2d9e04b7a',
  signInToken: 'sign-in-token-6b1d2e7f90',
};

function sensitiveMerchant() {
  const merchant = validMerchant('US');
  merchant.lead = { ...merchant.lead, email: SENSITIVE.leadEmail, phone: SENSITIVE.phone };
  merchant.companyInformation = { ...merchant.companyInformation, ein: SENSITIVE.ein };
  merchant.owners = merchant.owners.map((owner) => ({
    ...owner,
    ssn: SENSITIVE.ssn,
    dob: SENSITIVE.dob,
    email: SENSITIVE.ownerEmail,
  }));
  merchant.primaryBank = {
    ...merchant.primaryBank,
    routing: SENSITIVE.routing,
    account: SENSITIVE.account,
    confirmAccount: SENSITIVE.account,
    bsb: SENSITIVE.bsb,
    sortCode: SENSITIVE.sortCode,
    canadaRoutingTransitIdNumber: SENSITIVE.transit,
    canadaRoutingInstitutionIdNumber: SENSITIVE.institution,
    canadaChequingAccount: SENSITIVE.chequing,
    confirmCanadaChequingAccount: SENSITIVE.chequing,
  };
  merchant.secondaryBank = {
    ...merchant.secondaryBank,
    account2: SENSITIVE.account2,
    confirmAccount2: SENSITIVE.account2,
    routing2: SENSITIVE.routing2,
    bsb2: SENSITIVE.bsb2,
    sortCode2: SENSITIVE.sortCode2,
  };
  return merchant;
}

const started: AnyActorRef[] = [];
const inspect = (event: Parameters<typeof inspectionLog.inspect>[0]) =>
  inspectionLog.inspect(event);

function startMachines() {
  const merchant = sensitiveMerchant();
  const restore = {
    ...merchant,
    userState: 'POST_LEAD',
    formCompletedState: merchant.formCompletion,
    email: SENSITIVE.leadEmail,
    merchantAccount: {
      ...merchant.merchantAccount,
      opportunityStage: 'Onboarding',
      messagingComplete: false,
      gatewayEnabled: false,
    },
  } as unknown as RestoreResponse;
  const onboarding = createActor(
    businessDetailsMachine.provide({
      actors: { restore: fromPromise(() => Promise.resolve({ answer: restore })) },
    }),
    { input: {}, systemId: ACTOR_NAMES.businessDetails, inspect },
  ).start();
  const session = createActor(
    sessionMachine.provide({
      actors: { fetchUserState: fromPromise(() => new Promise<UserStateResponse>(() => {})) },
    }),
    { systemId: ACTOR_NAMES.session, inspect, input: {} },
  ).start();
  session.send({ type: 'signInLink.open', token: SENSITIVE.signInToken });
  const account = createActor(
    providerAccountMachine.provide({
      actors: {
        fetchCredentials: fromPromise(() =>
          Promise.resolve({ merchantId: 'M-1', secretKey: SENSITIVE.secretKey }),
        ),
      },
    }),
    {
      input: { merchantId: 'M-1', onboardingGroup: 'SMB', accountRequestPending: false },
      systemId: ACTOR_NAMES.apiCredentials,
      inspect,
    },
  ).start();
  started.push(onboarding, session, account);
  return { onboarding, session, account, merchant };
}

beforeEach(() => window.history.replaceState(null, '', '/app/?inspect=offline'));
afterEach(() => {
  started.splice(0).forEach((actor) => actor.stop());
  window.history.replaceState(null, '', '/');
});

it('shows no ssn, date of birth, EIN, phone, account, routing, BSB or sort code, key, token or unmasked e-mail', async () => {
  const { onboarding, account, merchant } = startMachines();
  await waitFor(() => expect(onboarding.getSnapshot().matches('ready')).toBe(true));
  await waitFor(() => expect(account.getSnapshot().context.credentials).not.toBeNull());
  onboarding.send({ type: 'draft.change', changes: { owners: merchant.owners } });

  const user = userEvent.setup();
  renderWithTheme(<OfflineInspectorPanel />);
  const panel = screen.getByRole('complementary', { name: 'State inspector' });
  const seen: string[] = [panel.textContent ?? ''];
  for (const name of [
    ACTOR_NAMES.businessDetails,
    ACTOR_NAMES.session,
    ACTOR_NAMES.apiCredentials,
  ]) {
    await user.click(within(panel).getByRole('button', { name }));
    for (const tab of within(panel).getAllByRole('tab')) {
      await user.click(tab);
      seen.push(panel.textContent ?? '');
    }
  }
  const shown = seen.join('\n');

  // The views did show the merchant, masked: the check below reads real content.
  expect(shown).toContain('Acme Trading Limited');
  expect(shown).toContain('j***@shop.example');
  expect(shown).toContain('[redacted]');
  const leaked = Object.entries(SENSITIVE).filter(([, value]) => shown.includes(value));
  expect(leaked.map(([field]) => field)).toEqual([]);
});
