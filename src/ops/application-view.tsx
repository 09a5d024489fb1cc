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
import { AccountMarkPanel, ACCOUNT_MARK_LABELS } from './account-mark-panel';
import { AccountPanel } from './account-panel';
import { AgreementAcceptances } from './agreement-acceptances';
import { CashPayPanel } from './cash-pay-panel';
import { StatusBadge } from './applications-list';
import { CompliancePanel } from './compliance-panel';
import { ContactsPanel } from './contacts-panel';
import { AuditPanel, SectionsPanel, StoreLocationsPanel } from './history-panels';
import { opsApi } from './ops-api';
import { DECISION_LABELS } from './status-labels';
import { useApplication } from './use-application';

export function ApplicationView() {
  const id = useParams().id ?? '';
  const { application, notice, busy, run, dismiss } = useApplication(id);

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
                <CompliancePanel
                  application={application}
                  busy={busy}
                  onDecide={(decision, note) =>
                    run(
                      () => opsApi.decide(id, { decision, ...(note ? { note } : {}) }),
                      `Decision recorded: ${DECISION_LABELS[decision]}. The merchant has been e-mailed.`,
                    )
                  }
                />
                <AccountPanel
                  key={application.audit.length}
                  application={application}
                  busy={busy}
                  actions={{
                    setStage: (opportunityStage, opportunityOwnerEmail) =>
                      run(
                        () =>
                          opsApi.setOpportunityStage(id, {
                            opportunityStage,
                            opportunityOwnerEmail,
                          }),
                        `Opportunity stage set to ${opportunityStage}.`,
                      ),
                    setGroup: (onboardingGroup) =>
                      run(
                        () => opsApi.setOnboardingGroup(id, { onboardingGroup }),
                        `Onboarding group set to ${onboardingGroup}.`,
                      ),
                    setOwnerControls: (ownerControls) =>
                      run(
                        () => opsApi.setOwnerControls(id, { ownerControls }),
                        'Owner controls saved.',
                      ),
                  }}
                />
                <AgreementAcceptances application={application} />
                <CashPayPanel
                  key={`cash-${application.audit.length}`}
                  application={application}
                  busy={busy}
                  onSave={(change) =>
                    run(() => opsApi.setCashPay(id, change), 'Cash pay settings saved.')
                  }
                />
                <AccountMarkPanel
                  key={`mark-${application.audit.length}`}
                  application={application}
                  busy={busy}
                  onSave={(mark) =>
                    run(
                      () => opsApi.setAccountMark(id, mark),
                      mark
                        ? `Journey stopped: ${ACCOUNT_MARK_LABELS[mark]}.`
                        : 'Journey stop cleared.',
                    )
                  }
                />
                <ContactsPanel
                  key={`contacts-${application.audit.length}`}
                  application={application}
                  busy={busy}
                  onSave={(contactEmails) =>
                    run(() => opsApi.setContacts(id, contactEmails), 'Contacts saved.')
                  }
                />
                <StoreLocationsPanel
                  application={application}
                  busy={busy}
                  onRecord={(storeLocationId) =>
                    run(
                      () => opsApi.recordTestTransaction(id, storeLocationId),
                      'Test transaction recorded.',
                    )
                  }
                />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="answers" pt="md">
              <SectionsPanel sections={application.sections} />
            </Tabs.Panel>
            <Tabs.Panel value="history" pt="md">
              <AuditPanel audit={application.audit} />
            </Tabs.Panel>
          </Tabs>
        </>
      )}
    </Stack>
  );
}
