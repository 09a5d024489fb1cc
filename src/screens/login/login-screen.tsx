/** The login / entry page (doc 1 §2 "Login screen", doc 2 §2). */
import { Anchor, Button, Image, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { prefillEmail } from '../../../domain/routing/url-params';
import { useBrand, useSession } from '../../app/app-context';
import { assetUrl } from '../../app/brand-theme';
import { CaptchaField } from './captcha-field';

export const LOGIN_PROMPT =
  'Enter your email address below to get started, or to resume your application.';
export const CUSTOMER_LOGIN_TEXT = 'Not a business? Go to our customer login page';

export function LoginScreen() {
  const brand = useBrand();
  const session = useSession();
  const { search } = useLocation();
  // The URL's e-mail first, else the one a refused sign-in link was for ('Request a new link').
  const [email, setEmail] = useState(
    () => prefillEmail(search) || session.getSnapshot().context.loginEmail || '',
  );
  const captchaSolved = useSelector(session, (s) => s.matches({ loggedOut: 'captchaSolved' }));
  const checking = useSelector(session, (s) => s.matches({ loggedOut: 'checkingEmail' }));
  const loginError = useSelector(session, (s) => s.context.loginError);
  const captchaRound = useSelector(session, (s) => s.context.captchaRound);

  // doc 2 §2: submit is disabled while the e-mail is empty or the captcha is unsolved.
  const canSubmit = email.trim() !== '' && captchaSolved;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) session.send({ type: 'email.submit', email });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={440} mx="auto">
        <Image
          src={assetUrl(brand.logoPath)}
          alt={`${brand.name} logo`}
          h={48}
          w="auto"
          fit="contain"
        />
        <Title order={1} size="h2">
          Welcome to the {brand.name} Merchant Portal
        </Title>
        <Text>{LOGIN_PROMPT}</Text>
        <TextInput
          label="Email address"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={loginError}
          required
        />
        <CaptchaField
          round={captchaRound}
          onVerified={(payload) => session.send({ type: 'captcha.solved', payload })}
          onExpired={() => session.send({ type: 'captcha.reset' })}
        />
        <Button type="submit" disabled={!canSubmit} loading={checking}>
          Continue
        </Button>
        <Anchor href={brand.customerLoginUrl} target="_blank" rel="noopener noreferrer" size="sm">
          {CUSTOMER_LOGIN_TEXT}
        </Anchor>
      </Stack>
    </form>
  );
}
