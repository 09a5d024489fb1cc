/** The footer of the onboarding and status pages: copyright year, brand and links (doc 1 §2). */
import { Anchor, Box, Group, Text } from '@mantine/core';
import { helpArticleLink } from '../../machines/help/contact-us-selectors';
import { useBrand } from '../app/app-context';
import { HelpLink } from './help-link';

export function SiteFooter({ year = new Date().getFullYear() }: { year?: number }) {
  const brand = useBrand();
  const link = (article: 'privacy' | 'terms', label: string) => (
    <Anchor
      href={helpArticleLink(brand.customerLoginUrl, article)}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
    >
      {label}
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
          © {year} {brand.name}. All rights reserved.
        </Text>
        <Group gap="md">
          {link('privacy', 'Privacy policy')}
          {link('terms', 'Merchant terms')}
          <HelpLink source="footer" />
        </Group>
      </Group>
    </Box>
  );
}
