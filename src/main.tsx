/** Starts the portal: brand, session, router. */
import './app/styles/first-screen-styles';
import { MantineProvider } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { startTransition, StrictMode } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { waitFor } from 'xstate';
import { BRANDS, type Brand } from '../domain/brands/brands';
import { selectBrand } from '../domain/brands/select-brand';
import { linkSourceOf, readOnceParams } from '../domain/routing/url-params';
import { AppContextProvider, type FlagsActor } from './app/app-context';
import { applyBrandHead, flaggedBrandTheme, readableCssVariables } from './app/brand-theme';
import { AppRoutes, prefetchPage } from './app/routes';
import { appInspect, setAppInspector } from './app/app-inspector';
import { startSession } from './app/start-session';
import { startFlags } from './app/start-flags';
import { DEVICE_ID_KEY, EXPERIMENT_KEY, LINK_SOURCE_KEY } from './app/storage-keys';
import { ToastHost } from './app/toast-host';
import { announce, installLiveRegion } from './app/live-announcer';
import { installFocusOnInvalidSubmit } from './app/page-focus';
import { startErrorReporting } from './reporting/start-error-reporting';
import { yieldToMain } from './app/yield-to-main';

/**
 * doc 1 §4: `ob`, `deviceId` and `ol_src` are read on arrival, kept for the sign-up, and removed
 * from the URL with a replace (no new history entry).
 */
function takeReadOnceParams(): void {
  const { experimentGroup, deviceId, linkSource, search } = readOnceParams(window.location.search);
  if (experimentGroup) sessionStorage.setItem(EXPERIMENT_KEY, experimentGroup);
  if (deviceId) sessionStorage.setItem(DEVICE_ID_KEY, deviceId);
  // ol_src (obl onboarding link, vel verify-e-mail link) is kept for analytics only (doc 1 §4);
  // the mailed sign-in link carries it in the fragment.
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const source = linkSource ?? linkSourceOf(fragment.get('ol_src'));
  if (source) sessionStorage.setItem(LINK_SOURCE_KEY, source);
  if (search !== window.location.search) {
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }
}

/** The brand's theme, or the cash-app theme when the product's theme flag says so (doc 1 §6). */
function ThemedApp(props: { brand: Brand; flags: FlagsActor; children: ReactNode }) {
  const flags = useSelector(props.flags, (s) => s.context.flags);
  return (
    <MantineProvider
      theme={flaggedBrandTheme(props.brand, flags)}
      cssVariablesResolver={readableCssVariables}
    >
      {props.children}
    </MantineProvider>
  );
}

async function start(): Promise<void> {
  // doc 2 §8: uncaught errors and unhandled rejections go to the error-reporting module, whose
  // reports reach the portal's intake (and Sentry when configured).
  startErrorReporting();
  // The first script's own evaluation ends here; the start goes on in tasks of its own.
  await yieldToMain();
  const params = new URLSearchParams(window.location.search);
  const brand =
    BRANDS[
      selectBrand({
        countryParam: params.get('country'),
        url: window.location.href,
        // Read only when the country parameter and the address do not decide the brand: the
        // first Intl object of a page starts the browser's locale data, 10–40 ms on a phone.
        get timeZone() {
          return Intl.DateTimeFormat().resolvedOptions().timeZone;
        },
        languageRegion: navigator.language,
      })
    ];
  applyBrandHead(brand);
  await yieldToMain();
  installLiveRegion();
  installFocusOnInvalidSubmit(document, announce);
  takeReadOnceParams();

  // Development only: the inspectors never reach a production chunk.
  const inspect = import.meta.env.DEV
    ? await (
        await import('./inspector/connect-inspectors')
      ).connectInspectors(window.location.search)
    : undefined;
  setAppInspector(inspect);
  const session = startSession(appInspect);
  const flags = startFlags(appInspect);
  // The page's code loads while the session is read rather than after it (its own task: asking
  // for a page's chunks is a few tens of milliseconds of work on a phone).
  await yieldToMain();
  prefetchPage(window.location.pathname);
  // doc 1 §9: the debug state log, only while its flag is on; its code loads only then.
  void waitFor(flags, (s) => s.status === 'done').then(({ context }) => {
    if (!context.flags.merchantPortalDebugStateLog) return;
    void import('./reporting/state-log').then(({ startStateLog }) =>
      startStateLog(() => session.getSnapshot().context.email),
    );
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');

  await yieldToMain();
  // The first render starts in a task of its own and is a transition, which React renders in
  // slices of a few milliseconds; rendered at once it was the longest task of a signed-in page's
  // start on a phone (docs/decisions/0190-first-render-in-slices.md).
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <ThemedApp brand={brand} flags={flags}>
          <ToastHost />
          <AppContextProvider brand={brand} session={session} flags={flags}>
            <BrowserRouter basename="/app">
              <AppRoutes />
            </BrowserRouter>
          </AppContextProvider>
        </ThemedApp>
      </StrictMode>,
    ),
  );
}

void start();
