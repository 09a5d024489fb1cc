/** The marketing claims of a claim set (doc 1 §1), as a list with its heading. */
import { Title } from '@mantine/core';
import { MARKETING_CLAIMS } from '../../../domain/experiments/marketing-claims';
import type { ClaimSet } from '../../../domain/flags/flag-rules';
import './marketing.css';

export function ClaimsList({ set, headingOrder = 2 }: { set: ClaimSet; headingOrder?: 2 | 3 }) {
  const copy = MARKETING_CLAIMS[set];
  return (
    <div className="marketing-claims" data-testid="marketing-claims" data-claim-set={set}>
      <Title order={headingOrder} size="h4">
        {copy.heading}
      </Title>
      <ul>
        {copy.claims.map((claim) => (
          <li key={claim}>{claim}</li>
        ))}
      </ul>
    </div>
  );
}
