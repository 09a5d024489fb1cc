/**
 * The catalogues, one per concern, under locales/<language>/<namespace>.json. A message's id
 * starts with its namespace (`bank.stepTitle`). The browser loads the first part before the first
 * page, the block pages' part with a block page, and the rest once a merchant goes past the
 * sign-in, only in the active language; the server's own namespaces (e-mails, its answers) never
 * reach the browser.
 */
export const FIRST_NAMESPACES = ['common', 'session'] as const;
export const BLOCK_NAMESPACES = ['blocks'] as const;
export const REST_NAMESPACES = [
  'help',
  'lead',
  'business',
  'fields',
  'picklists',
  'validation',
  'bank',
  'support',
  'status',
  'revision',
  'agreement',
  'cash',
] as const;
export const SERVER_NAMESPACES = ['mail', 'server'] as const;

/** The parts the browser loads, each with its namespaces (scripts/catalogue-plugin.ts builds them). */
export const BROWSER_PARTS = {
  first: FIRST_NAMESPACES,
  blocks: BLOCK_NAMESPACES,
  rest: REST_NAMESPACES,
} as const;
export type CataloguePart = keyof typeof BROWSER_PARTS;

export const NAMESPACES = [
  ...FIRST_NAMESPACES,
  ...BLOCK_NAMESPACES,
  ...REST_NAMESPACES,
  ...SERVER_NAMESPACES,
] as const;
export type Namespace = (typeof NAMESPACES)[number];
