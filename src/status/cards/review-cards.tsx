/** The Apply and Compliance Review cards (doc 1 §2, §4). */
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { OnboardingStatus } from '../../../domain/journey/onboarding-status';
import { applyCardView, complianceCardView } from '../../../machines/status/status-view';
import { useBrand } from '../../app/app-context';
import { useSay } from '../../i18n/say';
import { StatusCard } from '../status-card';

export function ApplyCard({ status, index }: { status: OnboardingStatus; index: number }) {
  const card = applyCardView(status);
  const say = useSay();
  return (
    <StatusCard title={{ id: 'status.apply.title' }} status={card.status} index={index}>
      {card.status === 'Done' ? (
        <Text size="sm">{say({ id: 'status.apply.done' })}</Text>
      ) : (
        <Text size="sm">
          {say({ id: 'status.apply.finish' })}{' '}
          <Anchor component={Link} to={card.continueTo}>
            {say({ id: 'status.apply.continue' })}
          </Anchor>
        </Text>
      )}
    </StatusCard>
  );
}

export function ComplianceCard({
  status,
  index,
  changesRequested,
}: {
  status: OnboardingStatus;
  index: number;
  /** A request for changes is open (the list under the heading). */
  changesRequested: boolean;
}) {
  const card = complianceCardView(status, useBrand(), changesRequested);
  const say = useSay();
  return (
    <StatusCard
      title={{ id: 'status.compliance.title' }}
      status={card.status}
      badge={card.badge}
      index={index}
    >
      {card.text && <Text size="sm">{say(card.text)}</Text>}
      {card.declinedHelpUrl && (
        <Anchor href={card.declinedHelpUrl} target="_blank" rel="noopener noreferrer" size="sm">
          {say({ id: 'status.compliance.declinedHelp' })}
        </Anchor>
      )}
    </StatusCard>
  );
}
