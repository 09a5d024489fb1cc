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
import { HELP_WORDS } from '../../machines/help/help-words';
import { useSay } from '../i18n/say';
import { useHelp } from './help-context';

export function HelpLink({ source, onOpen }: { source: ContactUsSource; onOpen?: () => void }) {
  const actor = useHelp();
  const say = useSay();
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
        {say(HELP_WORDS.contactUs)}
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
      {say(HELP_WORDS.technicalSupport)}
    </Anchor>
  );
}
