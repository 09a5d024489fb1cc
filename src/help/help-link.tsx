/**
 * The support link of the FAQ modal and of the footer (doc 1 §6): the Contact Us modal when the
 * flags, the sales band and the account manager allow it, otherwise the technical support link.
 */
import { Anchor, Button } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { useLocation } from 'react-router-dom';
import {
  helpArticleLink,
  supportLinkOf,
  type ContactUsSource,
} from '../../machines/help/contact-us-selectors';
import { useBrand } from '../app/app-context';
import { useHelp } from './help-context';

export const CONTACT_US_LABEL = 'Contact us';
export const TECHNICAL_SUPPORT_LABEL = 'Technical support';

export function HelpLink({ source, onOpen }: { source: ContactUsSource; onOpen?: () => void }) {
  const actor = useHelp();
  const brand = useBrand();
  const { pathname } = useLocation();
  const link = useActorView(actor, (s) => supportLinkOf(s, source, pathname));

  if (link === 'contactUs') {
    return (
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => {
          onOpen?.();
          actor.send({ type: 'contact.open', currentPage: pathname });
        }}
      >
        {CONTACT_US_LABEL}
      </Button>
    );
  }
  return (
    <Anchor
      href={helpArticleLink(brand.customerLoginUrl, 'technicalSupport')}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
    >
      {TECHNICAL_SUPPORT_LABEL}
    </Anchor>
  );
}
