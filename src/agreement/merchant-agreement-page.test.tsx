/**
 * The merchant agreement page over the app's real routes, HTTP client and page machine, with the
 * API answered at the fetch boundary: the agreement the server holds for the link, the doc 2 §8
 * bad-link message with its toast and report, and the owners step's link to the page.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultAgreement } from '../../domain/agreement/default-agreements';
import { GENERIC_ERROR_MESSAGE } from '../../domain/errors/error-messages';
import type { AgreementDocument } from '../../domain/api/agreement-api';
import { maskValue, type RestoreResponse } from '../../domain/api/merchant-api';
import { validMerchant } from '../../test/data/valid-merchant';
import { english } from '../../test/i18n/say-in';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { onErrorToast } from '../api/error-toast';
import { addErrorReportSink, type ErrorReport } from '../reporting/error-reporting';
import { installFakeServer, type FakeAnswer, type FakeHandler } from '../testing/fake-server';
import { renderApp } from '../testing/render';
import { AGREEMENT_LABEL } from '../business-details/owners-form';

/** doc 2 §8, word for word. */
const BAD_LINK_IN_ENGLISH =
  'Please fill out the company information form before viewing the merchant agreement.';

const KEY = { country: 'AU', industry: 'Pets', product: 'provider' } as const;
const DOCUMENT: AgreementDocument = {
  ...KEY,
  title: 'Quartet Merchant Agreement: Australia, pets',
  body: 'First paragraph of the terms.\n\nSecond paragraph, on privacy.',
  version: 3,
  publishedAt: Date.UTC(2026, 5, 1),
};

const US = validMerchant('US', { owners: 1, salesChannel: 'Online Only' });
const forms = {
  ...emptyFormCompletedState(),
  storeForm: true,
  companyInfoForm: true,
  storeDetailsForm: true,
};

function serve(agreement: FakeAnswer | FakeHandler) {
  return installFakeServer({
    'GET /user-state': {
      body: { userState: 'POST_LEAD', formCompletedState: forms, email: 'ada@shop.example' },
    },
    'GET /api/merchant-agreement': agreement,
    'GET /api/restore': {
      body: {
        userState: 'POST_LEAD',
        formCompletedState: forms,
        lead: US.lead,
        companyInformation: { ...US.companyInformation, businessType: 'LLC' },
        storeDetails: { ...US.storeDetails, industry: 'Home & Garden (non-furniture)' },
        owners: [{ ...US.owners[0]!, ssn: maskValue(US.owners[0]!.ssn) }],
        locations: [],
        primaryBank: US.primaryBank,
        secondaryBank: US.secondaryBank,
        customerSupport: US.customerSupport,
        cashPay: US.cashPay,
        storeLocationsFile: null,
        merchantAccount: {
          ...US.merchantAccount,
          opportunityStage: 'Compliance Checks',
          messagingComplete: false,
          gatewayEnabled: false,
        },
      } satisfies RestoreResponse,
    },
    'GET /api/flags': { status: 404 },
  });
}

/** The toasts and error reports the page gives. */
function listen() {
  const toasts: string[] = [];
  const reports: ErrorReport[] = [];
  const stops = [
    onErrorToast((toast) => toasts.push(english(toast.message))),
    addErrorReportSink((report) => reports.push(report)),
  ];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return { toasts, reports, stop: () => stops.forEach((stop) => stop()) };
}

const page = (query: string) => `/merchant-agreement/fullpage?${query}`;

describe('the merchant agreement page', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('shows the agreement the server holds for the link', async () => {
    const { requests } = serve({ body: DOCUMENT });
    renderApp(page('country=AU&industry=Pets&product=provider'));
    expect(
      await screen.findByRole('heading', { level: 1, name: DOCUMENT.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Version 3, published/)).toBeInTheDocument();
    expect(screen.getByText('Second paragraph, on privacy.')).toBeInTheDocument();
    const call = requests.find((r) => r.path === '/api/merchant-agreement');
    expect(call).toBeDefined();
  });

  it.each([
    ['no country', 'industry=Pets&product=provider', 'missing-country'],
    ['no industry', 'country=AU&product=provider', 'missing-industry'],
    ['a non-US Cash product', 'country=AU&industry=Pets&product=cashApp', 'product-not-offered'],
  ])(
    'a link with %s shows the doc 2 §8 message, a toast and a report, without a call',
    async (_name, query, reason) => {
      const heard = listen();
      stop = heard.stop;
      const { requests } = serve({ body: DOCUMENT });
      renderApp(page(query));
      expect(await screen.findByText(BAD_LINK_IN_ENGLISH)).toBeInTheDocument();
      expect(heard.toasts).toEqual([BAD_LINK_IN_ENGLISH]);
      expect(heard.reports).toHaveLength(1);
      expect(heard.reports[0]!.context).toMatchObject({ reason });
      expect(requests.some((r) => r.path === '/api/merchant-agreement')).toBe(false);
    },
  );

  it('a link the server has no agreement for is a bad link too', async () => {
    const heard = listen();
    stop = heard.stop;
    serve({ status: 404, body: { error: 'Not found' } });
    renderApp(page('country=AU&industry=Pets&product=provider'));
    expect(await screen.findByText(BAD_LINK_IN_ENGLISH)).toBeInTheDocument();
    await waitFor(() => expect(heard.toasts).toEqual([BAD_LINK_IN_ENGLISH]));
    expect(heard.reports[0]!.context).toMatchObject({ reason: 'no-agreement', country: 'AU' });
  });
});

describe('a failed call', () => {
  it('offers Try again, which loads the agreement', async () => {
    let reachable = false;
    serve(() => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return { body: DOCUMENT };
    });
    const user = userEvent.setup();
    renderApp(page('country=AU&industry=Pets&product=provider'));
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(screen.getByRole('alert')).toHaveTextContent(english(GENERIC_ERROR_MESSAGE));
    expect(screen.queryByText(BAD_LINK_IN_ENGLISH)).not.toBeInTheDocument();
    reachable = true;
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { level: 1, name: DOCUMENT.title }),
    ).toBeInTheDocument();
  });
});

describe("the owners step's agreement link", () => {
  it("opens the merchant's own agreement in a new tab from the checkbox label", async () => {
    serve({ body: { ...DOCUMENT, ...defaultAgreement(KEY) } });
    renderApp('/onboarding/beneficial-owners');
    const link = await screen.findByRole('link', { name: 'merchant agreement' });
    expect(link).toHaveAttribute(
      'href',
      '/merchant-agreement/fullpage?country=US&industry=Home+%26+Garden+%28non-furniture%29&product=cashApp',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleDescription('Opens in a new tab');
    expect(screen.getByRole('checkbox', { name: AGREEMENT_LABEL })).toBeInTheDocument();
  });
});
