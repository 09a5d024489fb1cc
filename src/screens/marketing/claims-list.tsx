/** The marketing claims of a claim set (doc 1 §1), as a list with its heading. */
import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MARKETING_CLAIMS } from '../../../domain/experiments/marketing-claims';
import type { ClaimSet } from '../../../domain/flags/flag-rules';

export function ClaimsList({ set, headingOrder = 2 }: { set: ClaimSet; headingOrder?: 2 | 3 }) {
  const copy = MARKETING_CLAIMS[set];
  return (
    <Stack gap="sm" data-testid="marketing-claims" data-claim-set={set}>
      <Title order={headingOrder} size="h4">
        {copy.heading}
      </Title>
      <List
        spacing="xs"
        icon={
          <ThemeIcon size={20} radius="xl" aria-hidden>
            <Text span size="xs" fw={700} c="white">
              ✓
            </Text>
          </ThemeIcon>
        }
      >
        {copy.claims.map((claim) => (
          <List.Item key={claim}>{claim}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
