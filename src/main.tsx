/** Starts the portal: brand, session, router. */
import './app/styles/first-screen-styles';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { BRANDS } from '../domain/brands/brands';
import { selectBrand } from '../domain/brands/select-brand';
import { linkSourceOf, readOnceParams } from '../domain/routing/url-params';
import { AppContextProvider } from './app/app-context';
import { applyBrandHead, brandTheme, readableCssVariables } from './app/brand-theme';
import { routes } from './app/routes';
import { appInspect, setAppInspector } from './app/app-inspector';
import { startSession } from './app/start-session';
import { EXPERIMENT_KEY } from './app/storage-keys';
import { ToastHost } from './app/toast-host';
import { announce, installLiveRegion } from './app/live-announcer';
import { installFocusOnInvalidSubmit } from './app/page-focus';

const DEVICE_ID_KEY = 'merchantPortal.deviceId';
const LINK_SOURCE_KEY = 'merchantPortal.linkSource';

/** doc 1 §4: `ob` and `deviceId` are read on arrival, kept for the sign-up, and removed from the URL. */
function takeReadOnceParams(): void {
  const { experimentGroup, deviceId, search } = readOnceParams(window.location.search);
  if (experimentGroup) sessionStorage.setItem(EXPERIMENT_KEY, experimentGroup);
  if (deviceId) sessionStorage.setItem(DEVICE_ID_KEY, deviceId);
  // ol_src (obl onboarding link, vel verify-e-mail link) is kept for analytics only (doc 1 §4).
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const linkSource = linkSourceOf(
    new URLSearchParams(window.location.search).get('ol_src') ?? fragment.get('ol_src'),
  );
  if (linkSource) sessionStorage.setItem(LINK_SOURCE_KEY, linkSource);
  if (search !== window.location.search) {
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }
}

async function start(): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const brand =
    BRANDS[
      selectBrand({
        countryParam: params.get('country'),
        url: window.location.href,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        languageRegion: navigator.language,
      })
    ];
  applyBrandHead(brand);
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
  const router = createBrowserRouter(routes, { basename: '/app' });
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');

  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={brandTheme(brand)} cssVariablesResolver={readableCssVariables}>
        <ToastHost />
        <AppContextProvider brand={brand} session={session}>
          <RouterProvider router={router} />
        </AppContextProvider>
      </MantineProvider>
    </StrictMode>,
  );
}

void start();
