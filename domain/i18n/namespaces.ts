/**
 * The catalogues, one per concern, under locales/<language>/<namespace>.json. A message's id
 * starts with its namespace (`bank.stepTitle`). The browser loads the first part before the first
 * page and the rest once a merchant goes past it, only in the active language; the server's own
 * namespaces (e-mails, its answers) never reach the browser.
 */
export const FIRST_NAMESPACES = ['common', 'session', 'blocks'] as const;
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

export const NAMESPACES = [...FIRST_NAMESPACES, ...REST_NAMESPACES, ...SERVER_NAMESPACES] as const;
export type Namespace = (typeof NAMESPACES)[number];
