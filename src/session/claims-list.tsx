/** The marketing claims of a claim set (doc 1 §1), as a list with its heading. */
import { Title } from '@mantine/core';
import type { ClaimSet } from '../../domain/flags/flag-rules';
import { claimsView } from '../../machines/session/session-view';
import { useSay } from '../i18n/say';
import './marketing.css';

export function ClaimsList({ set, headingOrder = 2 }: { set: ClaimSet; headingOrder?: 2 | 3 }) {
  const say = useSay();
  const copy = claimsView(set);
  return (
    <div className="marketing-claims" data-testid="marketing-claims" data-claim-set={set}>
      <Title order={headingOrder} size="h4">
        {say(copy.heading)}
      </Title>
      <ul>
        {copy.claims.map((claim) => (
          <li key={claim.id}>{say(claim)}</li>
        ))}
      </ul>
    </div>
  );
}
