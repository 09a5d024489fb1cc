/**
 * Copy of the block pages. Quoted texts come from the seeds (doc 1 §2 route list, doc 2 §8); the
 * rest is listed in docs/decisions/0002-screen-copy.md.
 */
export const BLOCK_COPY = {
  thankYou: {
    heading: 'Thank you',
    body: 'We have received your details. Our team will be in touch by email about the next steps.',
  },
  invalidCountry: {
    heading: 'Country is invalid.',
    body: 'Unfortunately we are unable to proceed with your application. Please contact your sales representative.',
  },
  agency: {
    heading: 'This email is already set up',
    body: 'This email address was onboarded through an agency. Please log in to your original payment provider, or use a different email address.',
  },
  wrongEmail: {
    heading: 'Email already in use',
    body: 'This email address is already associated with an account. Please use a different email address.',
  },
  maintenance: {
    heading: 'We will be back soon',
    body: 'The merchant portal is down for scheduled maintenance. Please try again in a little while.',
    kept: 'Your answers are kept in this browser and on our side; you will continue where you left off.',
    retry: 'Try again',
  },
  square: {
    heading: 'Continue with Square',
    body: 'Your business takes payments through Square. Please continue your application from your Square account.',
    login: 'Log in to Square',
  },
  squarespace: {
    heading: 'Continue with Squarespace',
    body: 'Your online store runs on Squarespace. Please continue your application from your Squarespace account.',
    login: 'Log in to Squarespace',
  },
  maropost: {
    heading: 'Continue with Maropost',
    body: 'Your online store runs on Maropost. Please continue your application from your Maropost account.',
    login: 'Log in to Maropost',
  },
  unauthorized: {
    heading: 'Please sign in',
    body: 'You need to sign in to see this page.',
  },
  notFound: {
    heading: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
  },
  logout: {
    heading: 'Signing you out',
    body: 'One moment while we end your session.',
  },
} as const;

/** The way back from every block page: end this session and start with another e-mail. */
export const USE_DIFFERENT_EMAIL = 'Use a different email';
