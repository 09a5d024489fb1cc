/** The Apply and Compliance Review cards (doc 1 §2, §4). */
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { OnboardingStatus } from '../../../domain/journey/onboarding-status';
import { applyCardView, complianceCardView } from '../../../machines/status/status-view';
import { useBrand } from '../../app/app-context';
import { StatusCard } from '../status-card';

export function ApplyCard({ status, index }: { status: OnboardingStatus; index: number }) {
  const card = applyCardView(status);
  return (
    <StatusCard title="Apply" status={card.status} index={index}>
      {card.status === 'Done' ? (
        <Text size="sm">Your application has been submitted.</Text>
      ) : (
        <Text size="sm">
          Finish the onboarding forms to send your application.{' '}
          <Anchor component={Link} to={card.continueTo}>
            Continue your application
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
  return (
    <StatusCard title="Compliance Review" status={card.status} badge={card.badge} index={index}>
      <Text size="sm">{card.text}</Text>
      {card.declinedHelpUrl && (
        <Anchor href={card.declinedHelpUrl} target="_blank" rel="noopener noreferrer" size="sm">
          Learn why applications are declined
        </Anchor>
      )}
    </StatusCard>
  );
}
