/** Starts the portal: brand, session, router. */
import './app/styles/first-screen-styles';
import { MantineProvider } from '@mantine/core';
import { useActorView } from './app/use-actor-view';
import { startTransition, StrictMode } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { waitFor } from 'xstate';
import type { Brand } from '../domain/brands/brands';
import { AppContextProvider, type FlagsActor } from './app/app-context';
import { applyBrandHead, flaggedBrandTheme, readableCssVariables } from './app/brand-theme';
import { AppRoutes, prefetchPage } from './app/routes';
import { appInspect, setAppInspector } from './app/app-inspector';
import { startSession } from './app/start-session';
import { brandOf } from '../machines/session/session-view';
import { startFlags } from './app/start-flags';
import { brandSignalsOfPage, takeReadOnceParams } from './app/page-arrival';
import { ToastHost } from './app/toast-host';
import { announce, installLiveRegion } from './app/live-announcer';
import { installFocusOnInvalidSubmit } from './app/page-focus';
import { startErrorReporting } from './reporting/start-error-reporting';
import { yieldToMain } from './app/yield-to-main';
import { cataloguePart } from './i18n/catalogue-parts';
import { LanguageRoot } from './i18n/language-root';
import { LoadedSoFar } from './i18n/catalogue';
import { languageOf } from './i18n/language-switch';
import { sayNow } from './i18n/say-now';
import { fieldsNeedAttention } from '../machines/forms/field-view';

/** The brand's theme, or the cash-app theme when the product's theme flag says so (doc 1 §6). */
function ThemedApp(props: { brand: Brand; flags: FlagsActor; children: ReactNode }) {
  const flags = useActorView(props.flags, (s) => s.context.flags);
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
  // Read before the read-once parameters leave the address.
  const brandSignals = brandSignalsOfPage();
  installLiveRegion();
  takeReadOnceParams();

  // Development only: the inspectors never reach a production chunk.
  const inspect = import.meta.env.DEV
    ? await (
        await import('./inspector/connect-inspectors')
      ).connectInspectors(window.location.search)
    : undefined;
  setAppInspector(inspect);
  const session = startSession(appInspect, brandSignals);
  const language = languageOf(session);
  installFocusOnInvalidSubmit(document, (count) =>
    announce(sayNow(language.getSnapshot().context.language, fieldsNeedAttention(count))),
  );
  // The first page's words load while the rest starts (only the language it shows).
  const firstWords = cataloguePart(language.getSnapshot().context.language, 'first');
  const brand = brandOf(session.getSnapshot());
  applyBrandHead(brand);
  await yieldToMain();
  const flags = startFlags(appInspect);
  // The page's code loads while the session is read rather than after it (its own task: asking
  // for a page's chunks is a few tens of milliseconds of work on a phone).
  await yieldToMain();
  void prefetchPage(window.location.pathname);
  // doc 1 §9: the debug state log, only while its flag is on; its code loads only then.
  void waitFor(flags, (s) => s.status === 'done').then(({ context }) => {
    if (!context.flags.merchantPortalDebugStateLog) return;
    void import('./reporting/state-log').then(({ startStateLog }) =>
      startStateLog(() => session.getSnapshot().context.email),
    );
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');

  await firstWords.catch(() => undefined);
  await yieldToMain();
  // The first render starts in a task of its own and is a transition, which React renders in
  // slices of a few milliseconds; rendered at once it was the longest task of a signed-in page's
  // start on a phone (docs/decisions/0190-first-render-in-slices.md).
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <ThemedApp brand={brand} flags={flags}>
          <LanguageRoot language={language}>
            <LoadedSoFar>
              <ToastHost />
            </LoadedSoFar>
            <AppContextProvider brand={brand} session={session} flags={flags}>
              <BrowserRouter basename="/app">
                <AppRoutes />
              </BrowserRouter>
            </AppContextProvider>
          </LanguageRoot>
        </ThemedApp>
      </StrictMode>,
    ),
  );
}

void start();
