/**
 * Help-centre articles the status page and the support links point to. They live on the brand's
 * own site, next to its customer login (doc 1 §1: each brand has its own site and login).
 */

export const HELP_ARTICLES = {
  applicationDeclined: 'why-was-my-application-declined',
  needsAttention: 'my-account-needs-attention',
  technicalSupport: 'technical-support',
  faq: 'merchant-faq',
  trainingVideo: 'in-store-training',
  messaging: 'add-messaging-to-your-store',
  privacy: 'privacy-policy',
  terms: 'merchant-terms',
} as const;
export type HelpArticle = keyof typeof HELP_ARTICLES;

/** The article's address on the site of the brand whose customer login is `siteUrl`. */
export function helpArticleUrl(siteUrl: string, article: HelpArticle): string {
  return new URL(`/help/merchants/${HELP_ARTICLES[article]}`, siteUrl).toString();
}
