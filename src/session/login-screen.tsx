/**
 * The login / entry page (doc 1 §2 "Login screen", doc 2 §2): the form, and by the login variant
 * (machines/session/session-view.ts) the marketing side column beside it on wide screens and
 * under it on phones. The header carries the brand logo, so the page does not repeat it.
 */
import { Anchor, Box, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import type { FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { shallowEqual } from '../../machines/forms/view-memo';
import { loginFormView, loginLayoutView } from '../../machines/session/session-view';
import { useBrand, useSession } from '../app/app-context';
import { ClaimsList } from './claims-list';
import { useVisitClaimSet } from './visit-claims';
import { CaptchaField } from './captcha-field';
import { useLoginVariant } from './login-experiment';
import { MarketingColumn } from './marketing-column';
import { useSay } from '../i18n/say';
import { LOGIN_COPY } from './session-copy';

export const LOGIN_PROMPT = LOGIN_COPY.prompt;
export const CUSTOMER_LOGIN_TEXT = LOGIN_COPY.customerLogin;

export function LoginScreen() {
  const brand = useBrand();
  const say = useSay();
  const session = useSession();
  const { search } = useLocation();
  const view = useActorView(session, loginFormView, shallowEqual);
  const variant = useLoginVariant();
  const layout = loginLayoutView(variant);
  const claimSet = useVisitClaimSet(search);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter submits the form: only when the view model enables Continue (doc 2 §2).
    if (view.continueEnabled) session.send({ type: 'email.submit' });
  };

  const form = (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={440} mx={layout.sideColumn ? undefined : 'auto'}>
        <Title order={1} size="h2">
          {say(LOGIN_COPY.heading(brand.name))}
        </Title>
        {layout.claims === 'withForm' && <ClaimsList set={claimSet} />}
        <Text>{say(LOGIN_PROMPT)}</Text>
        <TextInput
          label={say(LOGIN_COPY.emailLabel)}
          type="email"
          autoComplete="email"
          value={view.email}
          onChange={(event) =>
            session.send({ type: 'emailDraft.change', email: event.currentTarget.value })
          }
          error={say(view.emailError) || null}
          required
        />
        <CaptchaField
          round={view.captchaRound}
          challenge={view.captchaChallenge}
          onVerified={(payload) => session.send({ type: 'captcha.solved', payload })}
          onExpired={() => session.send({ type: 'captcha.reset' })}
        />
        <Button type="submit" disabled={!view.continueEnabled} loading={view.checking}>
          {say(LOGIN_COPY.continue)}
        </Button>
        <Anchor href={brand.customerLoginUrl} target="_blank" rel="noopener noreferrer" size="sm">
          {say(CUSTOMER_LOGIN_TEXT)}
        </Anchor>
        {layout.claims === 'belowForm' && <ClaimsList set={claimSet} />}
      </Stack>
    </form>
  );

  return (
    <Box data-testid="login-layout" data-variant={variant}>
      {layout.sideColumn ? (
        // Two columns from 62em up, one column on phones (doc 1 §2; marketing.css).
        <div className="login-columns">
          <Box data-testid="login-form-column">{form}</Box>
          <MarketingColumn claimSet={claimSet} claims={layout.claims === 'sideColumn'} />
        </div>
      ) : (
        <Box data-testid="login-form-column">{form}</Box>
      )}
    </Box>
  );
}
