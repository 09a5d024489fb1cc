/** Block and information pages (doc 1 §2 route list). */
import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { APP_ROUTES } from '../../../domain/routing/app-routes';
import { useSession } from '../../app/app-context';
import { PageLoader } from '../../app/page-loader';
import { BLOCK_COPY } from './block-copy';

type CopyKey = keyof typeof BLOCK_COPY;

function UseDifferentEmail() {
  const session = useSession();
  return (
    <Button w="fit-content" variant="light" onClick={() => session.send({ type: 'logout' })}>
      Use a different email
    </Button>
  );
}

function BlockPage(props: { copy: CopyKey; children?: React.ReactNode }) {
  const { heading, body } = BLOCK_COPY[props.copy];
  return (
    <Stack gap="md" maw={560} mx="auto">
      <Title order={1}>{heading}</Title>
      <Text>{body}</Text>
      {props.children}
    </Stack>
  );
}

export const ThankYouPage = () => <BlockPage copy="thankYou" />;
export const InvalidCountryPage = () => <BlockPage copy="invalidCountry" />;
export const MaintenancePage = () => <BlockPage copy="maintenance" />;
export const SquarePage = () => <BlockPage copy="square" />;
export const SquarespacePage = () => <BlockPage copy="squarespace" />;
export const MaropostPage = () => <BlockPage copy="maropost" />;

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

export const UnauthorizedPage = () => (
  <BlockPage copy="unauthorized">
    <Anchor component={Link} to={APP_ROUTES.login}>
      Go to the sign-in page
    </Anchor>
  </BlockPage>
);

export const NotFoundPage = () => (
  <BlockPage copy="notFound">
    <Anchor component={Link} to={APP_ROUTES.login}>
      Go to the start page
    </Anchor>
  </BlockPage>
);

/** /logout ends the session; the app then shows the login (doc 1 §2). */
export function LogoutPage() {
  const session = useSession();
  const canLogOut = useSelector(
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
