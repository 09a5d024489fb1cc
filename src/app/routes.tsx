/**
 * The app's routes under the /app base path (doc 1 §2). Every screen after the login page is a
 * lazy component, so the login page loads only its own code. The routes are plain route objects
 * rendered with `useRoutes` inside the browser's router: the app reads no route data, so React
 * Router's data-router runtime stays out of the first script (decision 0182).
 */
import { lazy, Suspense } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type * as BlockPages from '../screens/blocks/block-pages';
import { AppShell } from './app-shell';
import { LoginScreen } from '../screens/login/login-screen';
import { lazyScreen } from './lazy-screen';
import { PageLoader } from './page-loader';
import { RouteErrorBoundary } from './route-error-boundary';

type BlockPage = keyof typeof BlockPages;

/**
 * A screen after the login page: its chunk and the Mantine styles those screens share load
 * together, so the login page's stylesheet holds only what it shows. A chunk that fails to load
 * follows the reload-once rule (lazy-screen.ts).
 */
function laterScreen(load: () => Promise<ComponentType>): ReactElement {
  const Screen = lazy(
    lazyScreen(() =>
      Promise.all([import('./styles/screen-styles'), load()]).then(([, Component]) => ({
        default: Component,
      })),
    ),
  );
  return (
    <Suspense fallback={<PageLoader />}>
      <Screen />
    </Suspense>
  );
}

const blockPage = (name: BlockPage) =>
  laterScreen(() => import('../screens/blocks/block-pages').then((m) => m[name]));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      // The landing page ships with the first script: no second round trip before it shows.
      { index: true, element: <LoginScreen /> },
      {
        path: 'check-email',
        element: laterScreen(() =>
          import('../screens/check-email/check-email-screen').then((m) => m.CheckEmailScreen),
        ),
      },
      {
        path: 'sign-in',
        element: laterScreen(() =>
          import('../screens/sign-in/sign-in-screen').then((m) => m.SignInScreen),
        ),
      },
      {
        path: 'lead',
        element: laterScreen(() => import('../screens/lead/lead-screen').then((m) => m.LeadScreen)),
      },
      {
        path: 'onboarding/bank-info',
        element: laterScreen(() =>
          import('../screens/onboarding/bank/bank-screen').then((m) => m.BankScreen),
        ),
      },
      {
        path: 'onboarding/customer-support',
        element: laterScreen(() =>
          import('../screens/onboarding/customer-support/customer-support-screen').then(
            (m) => m.CustomerSupportScreen,
          ),
        ),
      },
      {
        path: 'onboarding/*',
        element: laterScreen(() =>
          import('../screens/onboarding/onboarding-screen').then((m) => m.OnboardingScreen),
        ),
      },
      {
        path: 'status',
        element: laterScreen(() =>
          import('../screens/status/status-screens').then((m) => m.StatusScreen),
        ),
      },
      {
        path: 'cash',
        element: laterScreen(() =>
          import('../screens/status/status-screens').then((m) => m.CashScreen),
        ),
      },
      {
        path: 'merchant-agreement/fullpage',
        element: laterScreen(() =>
          import('../screens/agreement/merchant-agreement-page').then(
            (m) => m.MerchantAgreementPage,
          ),
        ),
      },
      { path: 'square', element: blockPage('SquarePage') },
      { path: 'squarespace', element: blockPage('SquarespacePage') },
      { path: 'maropost', element: blockPage('MaropostPage') },
      { path: 'thank-you', element: blockPage('ThankYouPage') },
      { path: 'invalid-country', element: blockPage('InvalidCountryPage') },
      { path: 'agency', element: blockPage('AgencyPage') },
      { path: 'wrong-email', element: blockPage('WrongEmailPage') },
      { path: 'wrong-account', element: blockPage('WrongEmailPage') },
      { path: 'maintenance', element: blockPage('MaintenancePage') },
      { path: '401', element: blockPage('UnauthorizedPage') },
      { path: 'logout', element: blockPage('LogoutPage') },
      { path: '*', element: blockPage('NotFoundPage') },
    ],
  },
  {
    // The provider's ops console: its own accounts and frame, outside the merchant's session.
    path: '/ops/*',
    element: laterScreen(() => import('../ops/ops-routes').then((m) => m.Component)),
  },
];

/** The page of the current path, inside the app's error boundary (doc 1 §2). */
export function AppRoutes() {
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}
