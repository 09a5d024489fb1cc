/**
 * The support pieces of the onboarding and status pages (doc 1 §2 "Other UI", "A footer … shows
 * only when the path contains onboarding or status"): the FAQ button and modal, the footer and the
 * Contact Us modal. Renders nothing on other paths, so it can sit in any layout.
 */
import '../app/styles/screen-styles';
import { useLocation } from 'react-router-dom';
import { isContactUsRoute } from '../../domain/flags/contact-us';
import { ContactUsModal } from './contact-us-modal';
import { FaqButton } from './faq-modal';
import { SiteFooter } from './site-footer';
import { HelpProvider, useHelp } from './help-context';

function SupportPieces() {
  const actor = useHelp();
  return (
    <>
      <FaqButton />
      <SiteFooter />
      <ContactUsModal actor={actor} />
    </>
  );
}

export function HelpChrome() {
  const { pathname } = useLocation();
  if (!isContactUsRoute(pathname)) return null;
  return (
    <HelpProvider>
      <SupportPieces />
    </HelpProvider>
  );
}
