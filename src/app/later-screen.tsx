/**
 * A screen after the login page as a route's element, its chunk loaded when first needed
 * (src/app/routes.tsx).
 */
import { startTransition, useEffect, useState } from 'react';
import { cataloguePart, type CataloguePart } from '../i18n/catalogue-parts';
import { CataloguePartOf } from '../i18n/catalogue';
import { useLanguage } from '../i18n/say';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from './lazy-screen';
import { PageLoader } from './page-loader';

/** What a later screen's route keeps besides its element: how to start loading its chunk. */
export interface ScreenHandle {
  /** Starts loading the screen's code; settles when it is here or failed to load. */
  prefetch(): Promise<void>;
}

/**
 * A screen after the login page: its chunk and the Mantine styles those screens share load
 * together, so the login page's stylesheet holds only what it shows. A chunk that fails to load
 * follows the reload-once rule (lazy-screen.ts); a second failure reaches the route's error
 * boundary. The chunk can be asked for before the route renders (prefetchPage); the route then
 * takes the same load, and a screen whose code is already here renders at once. (React's lazy
 * components are not used: React keeps their fallback up to 300 ms once shown, and shows it even
 * when the code has loaded.)
 */
export function laterScreen(
  load: () => Promise<ComponentType>,
  /** The part of the catalogue the screen reads besides the first, which loads with its code. */
  catalogue: CataloguePart = 'rest',
): Pick<RouteObject, 'element' | 'handle'> {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const loadScreen = () =>
    (loading ??= Promise.all([import('./styles/screen-styles'), load()]).then(
      ([, Component]) => (loaded = Component),
      (error: unknown) => {
        // A failed load is not kept: the route's own load asks again (and reloads once).
        loading = undefined;
        throw error;
      },
    ));
  const loadByTheRule = lazyScreen(loadScreen);

  function Screen() {
    const language = useLanguage();
    const [shown, setShown] = useState<ScreenLoad>(() => (loaded ? { Component: loaded } : {}));
    useEffect(() => {
      if (shown.Component || shown.failed) return;
      let live = true;
      const words = catalogue === 'first' ? undefined : cataloguePart(language, catalogue);
      Promise.all([loadByTheRule(), words])
        .then(([Component]) => Component)
        .then(
          // The screen's first render is a transition, rendered in slices rather than one long task.
          (Component) => live && startTransition(() => setShown({ Component })),
          (error: unknown) => live && setShown({ failed: { error } }),
        );
      return () => {
        live = false;
      };
    }, [shown, language]);
    if (shown.failed) throw shown.failed.error;
    if (!shown.Component) return <PageLoader />;
    return catalogue === 'first' ? (
      <shown.Component />
    ) : (
      <CataloguePartOf part={catalogue}>
        <shown.Component />
      </CataloguePartOf>
    );
  }

  const handle: ScreenHandle = {
    prefetch: () =>
      loadScreen().then(
        () => undefined,
        () => undefined,
      ),
  };
  return { element: <Screen />, handle };
}

/** Where a later screen's load stands in the route. */
interface ScreenLoad {
  Component?: ComponentType;
  failed?: { error: unknown };
}
