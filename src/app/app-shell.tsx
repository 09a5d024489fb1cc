/**
 * The frame of every page: a skip link, the header with the brand logo and, when signed in,
 * 'Log out'; the page's document title and the move of focus to a new page's heading.
 */
import { Anchor, Box, Container, Group, Image } from '@mantine/core';
import { useActorView } from './use-actor-view';
import { lazy, Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { shellView } from '../../machines/session/session-view';
import { useFocusHeadingOnChange } from './page-focus';
import { assetUrl } from './brand-theme';
import { useBrand, useSession } from './app-context';
import { CountryQueryRewrite } from './country-query-rewrite';
import { AddressBar } from './address-bar';
import { PageLoader } from './page-loader';
import { LanguageSwitch, languageOf } from '../i18n/language-switch';
import { useSay } from '../i18n/say';
import { SHELL_COPY } from './shell-copy';

/** doc 1 §9: header height 71. */
export const HEADER_HEIGHT = 71;
const SMALL_SCREEN = '(max-width: 48em)';

// The FAQ, Contact Us and footer belong to the onboarding and status pages only (doc 1 §2), so
// their code loads with those pages and stays out of the login page's script.
const HelpChrome = lazy(() =>
  import('../help/help-chrome').then((m) => ({ default: m.HelpChrome })),
);

const OfflineInspector = import.meta.env.DEV
  ? lazy(() => import('../inspector/offline-inspector'))
  : null;

function useScrollTopOnSmallScreens(pathname: string) {
  useEffect(() => {
    // doc 1 §2: on small screens the page scrolls to the top on route change.
    if (window.matchMedia(SMALL_SCREEN).matches) window.scrollTo(0, 0);
  }, [pathname]);
}

/** The id the skip link points at. */
export const MAIN_CONTENT_ID = 'main-content';
export const SKIP_LINK_TEXT = SHELL_COPY.skipLink;

export function AppShell() {
  const brand = useBrand();
  const say = useSay();
  const session = useSession();
  const { pathname } = useLocation();
  const signedIn = useActorView(session, (s) => s.matches('signedIn'));
  useScrollTopOnSmallScreens(pathname);
  const main = useRef<HTMLDivElement>(null);
  useFocusHeadingOnChange(pathname, main);
  const view = shellView(pathname, brand);
  const documentTitle = say(view.documentTitle);
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  // The frame renders first; the page, and the help chrome below it (whose code is asked for
  // then), follow in a render React may split, so the app's first render is not one long task on
  // a phone (docs/decisions/0186-pages-start-in-short-tasks.md).
  const pageShown = useDeferredValue(true, false);

  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {say(SKIP_LINK_TEXT)}
      </a>
      <CountryQueryRewrite />
      <Box
        component="header"
        h={HEADER_HEIGHT}
        px="md"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={view.homePath} aria-label={say(SHELL_COPY.home(brand.name))}>
            <Image src={assetUrl(brand.logoPath)} alt={brand.name} h={36} w="auto" />
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch language={languageOf(session)} />
            {signedIn && (
              <Anchor component={Link} to={view.logoutPath} fw={600}>
                {say(SHELL_COPY.logOut)}
              </Anchor>
            )}
          </Group>
        </Group>
      </Box>
      {/* The login page is wider: its marketing side column sits beside the form (doc 1 §2). */}
      <Container
        component="main"
        size={view.wide ? 'lg' : 'sm'}
        py="xl"
        // The page fills the screen below the header, so the footer starts below the fold and
        // does not move while the page's content arrives (layout shift).
        mih={`calc(100dvh - ${HEADER_HEIGHT}px)`}
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        ref={main}
      >
        {pageShown ? (
          <AddressBar>
            <Outlet />
          </AddressBar>
        ) : (
          <PageLoader />
        )}
      </Container>
      {pageShown && view.helpShown && (
        <Suspense fallback={null}>
          <HelpChrome />
        </Suspense>
      )}
      {OfflineInspector && (
        <Suspense fallback={null}>
          <OfflineInspector />
        </Suspense>
      )}
    </>
  );
}
