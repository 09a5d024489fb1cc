/**
 * The app's routes under the /app base path (doc 1 §2). Every screen after the login page is a
 * chunk of its own, loaded when first needed, so the login page loads only its own code. The routes are plain route objects
 * rendered with `useRoutes` inside the browser's router: the app reads no route data, so React
 * Router's data-router runtime stays out of the first script (decision 0182).
 */
import { matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type * as BlockPages from '../blocks/block-pages';
import { AppShell } from './app-shell';
import { LoginScreen } from '../session/login-screen';
import { laterScreen, type ScreenHandle } from './later-screen';
import { RouteErrorBoundary } from './route-error-boundary';
import { yieldToMain } from './yield-to-main';

type BlockPage = keyof typeof BlockPages;

const blockPage = (name: BlockPage) =>
  laterScreen(() => import('../blocks/block-pages').then((m) => m[name]), 'blocks');

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      // The landing page ships with the first script: no second round trip before it shows.
      { index: true, element: <LoginScreen /> },
      {
        path: 'check-email',
        ...laterScreen(
          () => import('../session/check-email-screen').then((m) => m.CheckEmailScreen),
          'first',
        ),
      },
      {
        path: 'sign-in',
        ...laterScreen(
          () => import('../session/sign-in-screen').then((m) => m.SignInScreen),
          'first',
        ),
      },
      {
        path: 'lead',
        ...laterScreen(() => import('../lead/lead-screen').then((m) => m.LeadScreen)),
      },
      {
        path: 'onboarding/bank-info',
        ...laterScreen(() => import('../bank/bank-screen').then((m) => m.BankScreen)),
      },
      {
        path: 'onboarding/customer-support',
        ...laterScreen(() =>
          import('../customer-support/customer-support-screen').then(
            (m) => m.CustomerSupportScreen,
          ),
        ),
      },
      {
        path: 'onboarding/*',
        ...laterScreen(() =>
          import('../business-details/business-details-screen').then(
            (m) => m.BusinessDetailsScreen,
          ),
        ),
      },
      {
        path: 'status',
        ...laterScreen(() => import('../status/status-screens').then((m) => m.StatusScreen)),
      },
      {
        path: 'cash',
        ...laterScreen(() => import('../status/status-screens').then((m) => m.CashScreen)),
      },
      {
        path: 'merchant-agreement/fullpage',
        ...laterScreen(() =>
          import('../agreement/merchant-agreement-page').then((m) => m.MerchantAgreementPage),
        ),
      },
      { path: 'square', ...blockPage('SquarePage') },
      { path: 'squarespace', ...blockPage('SquarespacePage') },
      { path: 'maropost', ...blockPage('MaropostPage') },
      { path: 'thank-you', ...blockPage('ThankYouPage') },
      { path: 'invalid-country', ...blockPage('InvalidCountryPage') },
      { path: 'agency', ...blockPage('AgencyPage') },
      { path: 'wrong-email', ...blockPage('WrongEmailPage') },
      { path: 'wrong-account', ...blockPage('WrongEmailPage') },
      { path: 'maintenance', ...blockPage('MaintenancePage') },
      { path: '401', ...blockPage('UnauthorizedPage') },
      { path: 'logout', ...blockPage('LogoutPage') },
      { path: '*', ...blockPage('NotFoundPage') },
    ],
  },
  {
    // The provider's ops console: its own accounts and frame, outside the merchant's session.
    path: '/ops/*',
    ...laterScreen(() => import('../ops/ops-routes').then((m) => m.Component)),
  },
];

/** The page of the current path, inside the app's error boundary (doc 1 §2). */
/**
 * Starts loading the chunk of the page at `pathname` (the address the app opened at) while the
 * session is read, so the page's code is not fetched only once the journey has answered. Only
 * code is loaded: the journey still decides which page renders.
 */
export async function prefetchPage(pathname: string): Promise<void> {
  const matched = matchRoutes(routes, pathname, '/app');
  const screen = matched?.at(-1)?.route.handle as ScreenHandle | undefined;
  // Matching the routes and asking for the chunks (a preload link for each of the page's files)
  // are each tens of milliseconds on a phone: a task each.
  await yieldToMain();
  await screen?.prefetch();
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}
