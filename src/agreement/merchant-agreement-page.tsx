/**
 * /merchant-agreement/fullpage?country&industry&product (doc 1 §2): the merchant agreement the
 * server holds as current for the link's country, industry and product, or the bad-link message
 * of doc 2 §8. The page machine decides which; this view only shows its state.
 */
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { createActorContext } from '@xstate/react';
import { useActorView } from '../app/use-actor-view';
import { useSearchParams } from 'react-router-dom';
import { merchantAgreementMachine } from '../../machines/agreement/merchant-agreement.machine';
import { agreementPageOf } from '../../machines/agreement/merchant-agreement-selectors';
import { ACTOR_NAMES, inspectedAs } from '../app/app-inspector';
import { PageLoader } from '../app/page-loader';
import { appMerchantAgreementMachine } from './agreement-provided';
import { AGREEMENT_WORDS } from '../../machines/agreement/agreement-words';
import { useSay } from '../i18n/say';

/** The page's actor, given to the view below by createActorContext. */
const AgreementActorContext = createActorContext(merchantAgreementMachine);

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
  const page = useActorView(actor, agreementPageOf);
  const say = useSay();

  if (page.kind === 'badLink') {
    return (
      <Alert color="red" role="alert" title={say(AGREEMENT_WORDS.pageTitle)}>
        {say(page.message)}
      </Alert>
    );
  }
  if (page.kind === 'failed') {
    return (
      <Stack>
        <Alert color="red" role="alert" title={say(AGREEMENT_WORDS.pageTitle)}>
          {say(page.message)}
        </Alert>
        <Button variant="default" onClick={() => actor.send({ type: 'agreement.retry' })}>
          {say(AGREEMENT_WORDS.tryAgain)}
        </Button>
      </Stack>
    );
  }
  if (page.kind === 'loading') return <PageLoader />;
  return (
    <Stack component="article" aria-labelledby="merchant-agreement-title" gap="md">
      <Title order={1} size="h2" id="merchant-agreement-title">
        {page.title}
      </Title>
      <Text size="sm" c="dimmed">
        {say(page.published)}
      </Text>
      {page.paragraphs.map((paragraph, index) => (
        <Text key={index} style={{ whiteSpace: 'pre-line' }}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
