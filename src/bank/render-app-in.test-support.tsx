/**
 * Test support: the real app as src/testing/render.tsx starts it, with the whole catalogue of
 * `language`, so a step can be read as a merchant reading that language reads it.
 */
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Brand } from '../../domain/brands/brands';
import type { Language } from '../../domain/i18n/language';
import { AppContextProvider, type FlagsActor } from '../app/app-context';
import { appInspect } from '../app/app-inspector';
import { flaggedBrandTheme } from '../app/brand-theme';
import { AppRoutes } from '../app/routes';
import { startFlags } from '../app/start-flags';
import { startSession } from '../app/start-session';
import { useActorView } from '../app/use-actor-view';
import { TestCatalogue } from '../testing/catalogue';

function Themed(props: { brand: Brand; flags: FlagsActor; children: ReactNode }) {
  const flags = useActorView(props.flags, (s) => s.context.flags);
  return (
    <MantineProvider theme={flaggedBrandTheme(props.brand, flags)}>
      {props.children}
    </MantineProvider>
  );
}

/** Starts the app of `brand` at `path` (relative to /app) with a new session, in `language`. */
export function renderAppIn(language: Language, path: string, brand: Brand) {
  window.history.replaceState(null, '', `/app${path}`);
  const session = startSession(appInspect);
  const flags = startFlags(appInspect);
  return render(
    <TestCatalogue language={language}>
      <Themed brand={brand} flags={flags}>
        <AppContextProvider brand={brand} session={session} flags={flags}>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
          </MemoryRouter>
        </AppContextProvider>
      </Themed>
    </TestCatalogue>,
  );
}
