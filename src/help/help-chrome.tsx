/**
 * The support pieces of the onboarding and status pages (doc 1 §2 "Other UI", "A footer … shows
 * only when the path contains onboarding or status"): the FAQ button and modal, the footer and the
 * Contact Us modal. Renders nothing on other paths, so it can sit in any layout.
 */
import '../app/styles/screen-styles';
import { useActorView } from '../app/use-actor-view';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { contactIsOpen, helpShowsOn } from '../../machines/help/contact-us-selectors';
import { FaqButton } from './faq-modal';
import { SiteFooter } from './site-footer';
import { HelpProvider, useHelp } from './help-context';
import { RestOfCatalogue } from '../i18n/catalogue';

/**
 * The Contact Us dialog (its inputs and file picker) loads when it is first opened, not with the
 * page: most visits never open it (docs/decisions/0120-later-route-weight.md). Its form's checks
 * live in the Contact Us machine, which runs with the page.
 */
const ContactUsModal = lazy(() =>
  import('./contact-us-modal').then((m) => ({ default: m.ContactUsModal })),
);

function SupportPieces() {
  const actor = useHelp();
  const opened = useActorView(actor, contactIsOpen);
  // Once opened it stays mounted, so its closing transition and later openings need no load.
  const [wanted, setWanted] = useState(false);
  if (opened && !wanted) setWanted(true);
  return (
    <>
      <FaqButton />
      <SiteFooter />
      {wanted && (
        <Suspense fallback={null}>
          <ContactUsModal actor={actor} />
        </Suspense>
      )}
    </>
  );
}

export function HelpChrome() {
  const { pathname } = useLocation();
  if (!helpShowsOn(pathname)) return null;
  // The help's words are in the rest of the catalogue, which the pages that show it load too.
  return (
    <RestOfCatalogue>
      <HelpProvider>
        <SupportPieces />
      </HelpProvider>
    </RestOfCatalogue>
  );
}
