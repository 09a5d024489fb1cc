/** The Apply and Compliance Review cards (doc 1 §2, §4). */
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { OnboardingStatus } from '../../../../domain/routing/onboarding-status';
import { APP_ROUTES } from '../../../../domain/routing/app-routes';
import { applyCardStatus, complianceCardStatus } from '../../../../domain/status/status-cards';
import { DECLINED_TEXT } from '../../../../domain/status/status-heading';
import { helpArticleUrl } from '../../../../domain/status/help-articles';
import { useBrand } from '../../../app/app-context';
import { StatusCard } from '../status-card';

export function ApplyCard({ status, index }: { status: OnboardingStatus; index: number }) {
  const card = applyCardStatus(status);
  return (
    <StatusCard title="Apply" status={card} index={index}>
      {card === 'Done' ? (
        <Text size="sm">Your application has been submitted.</Text>
      ) : (
        <Text size="sm">
          Finish the onboarding forms to send your application.{' '}
          <Anchor component={Link} to={APP_ROUTES.onboarding}>
            Continue your application
          </Anchor>
        </Text>
      )}
    </StatusCard>
  );
}

export function ComplianceCard({ status, index }: { status: OnboardingStatus; index: number }) {
  const brand = useBrand();
  const card = complianceCardStatus(status);
  const text = {
    None: 'Our review starts once your application is submitted.',
    InProgress: '',
    // doc 1 §1: "compliance review takes 2-3 business days".
    Reviewing: 'We are reviewing your application. This takes 2-3 business days.',
    RequiresAttention:
      'We need more information to finish our review. Please respond to the email we sent you.',
    Paused: '',
    Done: 'Your application has been approved.',
    Declined: DECLINED_TEXT,
  }[card];
  return (
    <StatusCard title="Compliance Review" status={card} index={index}>
      <Text size="sm">{text}</Text>
      {card === 'Declined' && (
        <Anchor
          href={helpArticleUrl(brand.customerLoginUrl, 'applicationDeclined')}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
        >
          Learn why applications are declined
        </Anchor>
      )}
    </StatusCard>
  );
}
