/** The footer of the onboarding and status pages: copyright year, brand and links (doc 1 §2). */
import { Anchor, Box, Group, Text } from '@mantine/core';
import { helpArticleLink } from '../../machines/help/contact-us-selectors';
import { useBrand } from '../app/app-context';
import { copyrightOf, HELP_WORDS } from '../../machines/help/help-words';
import type { Message } from '../../domain/i18n/message';
import { useSay } from '../i18n/say';
import { HelpLink } from './help-link';
import { SupportHours } from './support-hours';

export function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  const brand = useBrand();
  const say = useSay();
  const link = (article: 'privacy' | 'terms', label: Message) => (
    <Anchor
      href={helpArticleLink(brand.customerLoginUrl, article)}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
    >
      {say(label)}
    </Anchor>
  );
  return (
    <Box
      component="footer"
      className="site-footer"
      py="md"
      px="md"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {say(copyrightOf(year, brand.name))}
        </Text>
        <Group gap="md">
          {link('privacy', HELP_WORDS.privacyPolicy)}
          {link('terms', HELP_WORDS.merchantTerms)}
          <HelpLink source="footer" />
        </Group>
      </Group>
      <SupportHours />
    </Box>
  );
}
