/**
 * /merchant-agreement/fullpage?country&industry&product (doc 1 §2): the merchant agreement the
 * server holds as current for the link's country, industry and product, or the bad-link message
 * of doc 2 §8. The page machine decides which; this view only shows its state.
 */
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { createActorContext, useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { AGREEMENT_BAD_LINK_MESSAGE } from '../../../domain/agreements/agreement-link';
import { GENERIC_ERROR_MESSAGE } from '../../../domain/errors/error-messages';
import { merchantAgreementMachine } from '../../../machines/merchant-agreement.machine';
import { ACTOR_NAMES, inspectedAs } from '../../app/app-inspector';
import { PageLoader } from '../../app/page-loader';
import { appMerchantAgreementMachine } from './agreement-provided';

/** The page's actor, given to the view below by createActorContext. */
const AgreementActorContext = createActorContext(merchantAgreementMachine);

const dateOf = (at: number) =>
  new Date(at).toLocaleDateString('en', { year: 'numeric', month: 'long', day: 'numeric' });

/** The page: its actor started from the link's country, industry and product. */
export function MerchantAgreementPage() {
  const [search] = useSearchParams();
  return (
    <AgreementActorContext.Provider
      logic={appMerchantAgreementMachine}
      options={{
        input: {
          country: search.get('country'),
          industry: search.get('industry'),
          product: search.get('product'),
        },
        ...inspectedAs(ACTOR_NAMES.merchantAgreement),
      }}
    >
      <MerchantAgreement />
    </AgreementActorContext.Provider>
  );
}

function MerchantAgreement() {
  const actor = AgreementActorContext.useActorRef();
  const state = useSelector(actor, (s) =>
    s.matches('ready')
      ? 'ready'
      : s.matches('badLink')
        ? 'badLink'
        : s.matches('failed')
          ? 'failed'
          : 'loading',
  );
  const document = useSelector(actor, (s) => s.context.document);

  if (state === 'badLink') {
    return (
      <Alert color="red" role="alert" title="Merchant agreement">
        {AGREEMENT_BAD_LINK_MESSAGE}
      </Alert>
    );
  }
  if (state === 'failed') {
    return (
      <Stack>
        <Alert color="red" role="alert" title="Merchant agreement">
          {GENERIC_ERROR_MESSAGE}
        </Alert>
        <Button variant="default" onClick={() => actor.send({ type: 'agreement.retry' })}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (state === 'loading' || !document) return <PageLoader />;
  return (
    <Stack component="article" aria-labelledby="merchant-agreement-title" gap="md">
      <Title order={1} size="h2" id="merchant-agreement-title">
        {document.title}
      </Title>
      <Text size="sm" c="dimmed">
        Version {document.version}, published {dateOf(document.publishedAt)}
      </Text>
      {document.body.split(/\n\s*\n/).map((paragraph, index) => (
        <Text key={index} style={{ whiteSpace: 'pre-line' }}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
