/** One application: its account, the decisions and settings the back office makes, its history. */
import {
  Alert,
  Anchor,
  Badge,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { ApplicationActor } from './console-actors';
import { AccountMarkPanel } from './account-mark-panel';
import { AccountPanel } from './account-panel';
import { AgreementAcceptances } from './agreement-acceptances';
import { CashPayPanel } from './cash-pay-panel';
import { StatusBadge } from './applications-list';
import { CompliancePanel } from './compliance-panel';
import { RequestChangesPanel } from './request-changes-panel';
import { RevisionHistoryPanel } from './revision-history-panel';
import { ContactsPanel } from './contacts-panel';
import { AuditPanel, SectionsPanel, StoreLocationsPanel } from './history-panels';
import { useOpsSession } from './ops-session';

/** The application the route names; a machine of its own for each one opened. */
export function ApplicationView() {
  const id = useParams().id ?? '';
  return <OpenApplication key={id} id={id} />;
}

/** One application's own actor. */
function OpenApplication({ id }: { id: string }) {
  return (
    <ApplicationActor.Provider
      logic={useOpsSession().machines.application}
      options={{ input: { id } }}
    >
      <Application />
    </ApplicationActor.Provider>
  );
}

/** One application as machines/ops/application.machine shows it. */
function Application() {
  const send = ApplicationActor.useActorRef().send;
  const application = ApplicationActor.useSelector((s) => s.context.application);
  const notice = ApplicationActor.useSelector((s) => s.context.notice);
  const dismiss = () => send({ type: 'notice.dismiss' });

  return (
    <Stack>
      <Anchor component={Link} to="/ops">
        All applications
      </Anchor>
      {notice && (
        <Alert
          color={notice.kind === 'success' ? 'green' : 'red'}
          role={notice.kind === 'success' ? 'status' : 'alert'}
          withCloseButton
          onClose={dismiss}
        >
          {notice.message}
        </Alert>
      )}
      {!application ? (
        !notice && <Loader aria-label="Loading the application" />
      ) : (
        <>
          <Group justify="space-between" align="start">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {application.storeName || '(no store name)'}
              </Title>
              <Text size="sm">
                {application.email} · {application.registeredCountry} · {application.mlsProspectRef}
              </Text>
            </Stack>
            <Group>
              <StatusBadge status={application.onboardingStatus} />
              <Badge variant="outline">{application.onboardingGroup}</Badge>
              {application.accountRequestPending && <Badge color="yellow">Account requested</Badge>}
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Text size="sm">Merchant ID: {application.merchantId || 'not created yet'}</Text>
            <Text size="sm">Secret key: {application.secretKey || 'not created yet'}</Text>
          </SimpleGrid>
          <Tabs defaultValue="decisions">
            <Tabs.List>
              <Tabs.Tab value="decisions">Decisions</Tabs.Tab>
              <Tabs.Tab value="answers">Answers</Tabs.Tab>
              <Tabs.Tab value="history">History</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="decisions" pt="md">
              <Stack gap="xl">
                <CompliancePanel />
                <RequestChangesPanel />
                <AccountPanel />
                <AgreementAcceptances application={application} />
                <CashPayPanel />
                <AccountMarkPanel />
                <ContactsPanel />
                <StoreLocationsPanel />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="answers" pt="md">
              <SectionsPanel sections={application.sections} />
            </Tabs.Panel>
            <Tabs.Panel value="history" pt="md">
              <Stack gap="xl">
                <RevisionHistoryPanel />
                <Stack gap="xs">
                  <Title order={2} size="h4">
                    Audit trail
                  </Title>
                  <AuditPanel audit={application.audit} />
                </Stack>
              </Stack>
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}
