/** Block and information pages (doc 1 §2 route list). */
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { Platform } from '../../domain/session/platform-login';
import { platformLoginView, SIGN_IN_PATH } from '../../machines/session/session-view';
import { useBrand, useSession } from '../app/app-context';
import { PageLoader } from '../app/page-loader';
import { useSay } from '../i18n/say';
import { BLOCK_COPY, USE_DIFFERENT_EMAIL } from './block-copy';

type CopyKey = keyof typeof BLOCK_COPY;

function UseDifferentEmail() {
  const session = useSession();
  const say = useSay();
  return (
    <Button w="fit-content" variant="light" onClick={() => session.send({ type: 'logout' })}>
      {say(USE_DIFFERENT_EMAIL)}
    </Button>
  );
}

/**
 * An alternative platform page (doc 1 §2): the store-login redirect with the provider's app for
 * this brand (doc 1 §9, ids from the server with the user state), and the way back.
 */
function PlatformPage(props: { platform: Platform; copy: 'square' | 'squarespace' | 'maropost' }) {
  const session = useSession();
  const brand = useBrand();
  const say = useSay();
  const loginUrl = useActorView(session, (s) => platformLoginView(s, props.platform, brand.id));
  return (
    <BlockPage copy={props.copy}>
      <Group gap="sm">
        {loginUrl && (
          <Button component="a" href={loginUrl} w="fit-content">
            {say(BLOCK_COPY[props.copy].login)}
          </Button>
        )}
        <UseDifferentEmail />
      </Group>
    </BlockPage>
  );
}

function BlockPage(props: { copy: CopyKey; children?: React.ReactNode }) {
  const say = useSay();
  const { heading, body } = BLOCK_COPY[props.copy];
  return (
    <Stack gap="md" maw={560} mx="auto">
      <Title order={1}>{say(heading)}</Title>
      <Text>{say(body)}</Text>
      {props.children}
    </Stack>
  );
}

export const ThankYouPage = () => (
  <BlockPage copy="thankYou">
    <UseDifferentEmail />
  </BlockPage>
);
export const InvalidCountryPage = () => (
  <BlockPage copy="invalidCountry">
    <UseDifferentEmail />
  </BlockPage>
);
export const SquarePage = () => <PlatformPage platform="square" copy="square" />;
export const SquarespacePage = () => <PlatformPage platform="squarespace" copy="squarespace" />;
export const MaropostPage = () => <PlatformPage platform="maropost" copy="maropost" />;

/**
 * doc 1 §2 /maintenance: the session asks again by itself and brings the merchant back when
 * maintenance ends; "Try again" asks at once.
 */
export function MaintenancePage() {
  const session = useSession();
  const checking = useActorView(session, (s) => s.matches({ maintenance: 'checking' }));
  const signedIn = useActorView(session, (s) => s.context.email !== null);
  const say = useSay();
  return (
    <BlockPage copy="maintenance">
      {signedIn && <Text>{say(BLOCK_COPY.maintenance.kept)}</Text>}
      <Button
        w="fit-content"
        loading={checking}
        onClick={() => session.send({ type: 'maintenance.retry' })}
      >
        {say(BLOCK_COPY.maintenance.retry)}
      </Button>
    </BlockPage>
  );
}

export const AgencyPage = () => (
  <BlockPage copy="agency">
    <UseDifferentEmail />
  </BlockPage>
);

export const WrongEmailPage = () => (
  <BlockPage copy="wrongEmail">
    <UseDifferentEmail />
  </BlockPage>
);

/** The not-found and sign-in pages lead to the start (the login page). */
function BlockPageWithStartLink(props: { copy: 'unauthorized' | 'notFound' }) {
  const say = useSay();
  return (
    <BlockPage copy={props.copy}>
      <Anchor component={Link} to={SIGN_IN_PATH}>
        {say(BLOCK_COPY[props.copy].link)}
      </Anchor>
    </BlockPage>
  );
}

export const UnauthorizedPage = () => <BlockPageWithStartLink copy="unauthorized" />;

export const NotFoundPage = () => <BlockPageWithStartLink copy="notFound" />;

/** /logout ends the session; the app then shows the login (doc 1 §2). */
export function LogoutPage() {
  const session = useSession();
  const canLogOut = useActorView(
    session,
    (s) => s.matches('signedIn') || s.matches('waitingForEmail'),
  );
  useEffect(() => {
    if (canLogOut) session.send({ type: 'logout' });
  }, [canLogOut, session]);
  return (
    <>
      <BlockPage copy="logout" />
      <PageLoader />
    </>
  );
}
