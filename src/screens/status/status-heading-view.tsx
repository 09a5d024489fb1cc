/** The heading of the status page for the merchant's situation (doc 1 §2 "Headings exist for …"). */
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { Brand } from '../../../domain/brands/brands';
import { helpArticleUrl } from '../../../domain/status/help-articles';
import { statusHeading, type HeadingSituation } from '../../../domain/status/status-heading';

const ALERT_COLOURS: Partial<Record<HeadingSituation, string>> = {
  declined: 'red',
  disabled: 'red',
  needsAttention: 'orange',
  conditionalActive: 'yellow',
};

export function StatusHeadingView({
  situation,
  brand,
}: {
  situation: HeadingSituation;
  brand: Pick<Brand, 'name' | 'customerLoginUrl'>;
}) {
  const heading = statusHeading(situation, brand.name);
  const colour = ALERT_COLOURS[situation];
  const body = (
    <>
      <Text>{heading.body}</Text>
      {heading.helpArticle && (
        <Anchor
          href={helpArticleUrl(brand.customerLoginUrl, heading.helpArticle)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Read our help article
        </Anchor>
      )}
    </>
  );
  return (
    <Stack gap="xs" data-situation={situation}>
      <Title order={1}>{heading.title}</Title>
      {colour ? (
        <Alert color={colour} role="status">
          <Stack gap={4}>{body}</Stack>
        </Alert>
      ) : (
        body
      )}
    </Stack>
  );
}
