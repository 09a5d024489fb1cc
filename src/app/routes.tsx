/**
 * The app's routes under the /app base path (doc 1 §2). Every screen is a lazy route so the login
 * page loads only its own code.
 */
import type { RouteObject } from 'react-router-dom';
import type * as BlockPages from '../screens/blocks/block-pages';
import { AppShell } from './app-shell';
import { LoginScreen } from '../screens/login/login-screen';
import { lazyScreen } from './lazy-screen';
import { PageLoader } from './page-loader';
import { RouteErrorPage } from './route-error-page';

type BlockPage = keyof typeof BlockPages;

/**
 * A screen after the login page: its chunk and the Mantine styles those screens share load
 * together, so the login page's stylesheet holds only what it shows.
 */
function laterScreen<T>(load: () => Promise<T>) {
  return lazyScreen(() =>
    Promise.all([import('./styles/screen-styles'), load()]).then(([, module]) => module),
  );
}

const blockPage = (name: BlockPage) =>
  laterScreen(() => import('../screens/blocks/block-pages').then((m) => ({ Component: m[name] })));

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        index: true,
        // The landing page ships with the first script: no second round trip before it shows.
        Component: LoginScreen,
      },
      {
        path: 'check-email',
        lazy: laterScreen(() =>
          import('../screens/check-email/check-email-screen').then((m) => ({
            Component: m.CheckEmailScreen,
          })),
        ),
      },
      {
        path: 'sign-in',
        lazy: laterScreen(() =>
          import('../screens/sign-in/sign-in-screen').then((m) => ({ Component: m.SignInScreen })),
        ),
      },
      {
        path: 'lead',
        lazy: laterScreen(() =>
          import('../screens/lead/lead-screen').then((m) => ({ Component: m.LeadScreen })),
        ),
      },
      {
        path: 'onboarding/bank-info',
        lazy: laterScreen(() =>
          import('../screens/onboarding/bank/bank-screen').then((m) => ({
            Component: m.BankScreen,
          })),
        ),
      },
      {
        path: 'onboarding/customer-support',
        lazy: laterScreen(() =>
          import('../screens/onboarding/customer-support/customer-support-screen').then((m) => ({
            Component: m.CustomerSupportScreen,
          })),
        ),
      },
      {
        path: 'onboarding/*',
        lazy: laterScreen(() =>
          import('../screens/onboarding/onboarding-screen').then((m) => ({
            Component: m.OnboardingScreen,
          })),
        ),
      },
      {
        path: 'status',
        lazy: laterScreen(() =>
          import('../screens/status/status-screens').then((m) => ({ Component: m.StatusScreen })),
        ),
      },
      {
        path: 'cash',
        lazy: laterScreen(() =>
          import('../screens/status/status-screens').then((m) => ({ Component: m.CashScreen })),
        ),
      },
      {
        path: 'merchant-agreement/fullpage',
        lazy: laterScreen(() =>
          import('../screens/agreement/merchant-agreement-page').then((m) => ({
            Component: m.MerchantAgreementPage,
          })),
        ),
      },
      { path: 'square', lazy: blockPage('SquarePage') },
      { path: 'squarespace', lazy: blockPage('SquarespacePage') },
      { path: 'maropost', lazy: blockPage('MaropostPage') },
      { path: 'thank-you', lazy: blockPage('ThankYouPage') },
      { path: 'invalid-country', lazy: blockPage('InvalidCountryPage') },
      { path: 'agency', lazy: blockPage('AgencyPage') },
      { path: 'wrong-email', lazy: blockPage('WrongEmailPage') },
      { path: 'wrong-account', lazy: blockPage('WrongEmailPage') },
      { path: 'maintenance', lazy: blockPage('MaintenancePage') },
      { path: '401', lazy: blockPage('UnauthorizedPage') },
      { path: 'logout', lazy: blockPage('LogoutPage') },
      { path: '*', lazy: blockPage('NotFoundPage') },
    ],
  },
  {
    // The provider's ops console: its own accounts and frame, outside the merchant's session.
    path: '/ops/*',
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorPage,
    lazy: laterScreen(() => import('../ops/ops-routes')),
  },
];
