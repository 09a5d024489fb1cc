/**
 * The pages that carry the support pieces: the FAQ button, the Contact Us modal and the footer
 * (doc 1 §2 "shown only on onboarding and status paths", §6 "Contact Us shows on onboarding or
 * status routes").
 */
export function isContactUsRoute(pathname: string): boolean {
  const path = pathname.replace(/^\/app(?=\/|$)/, '');
  return /^\/(onboarding|status)(\/|$)/.test(path);
}
