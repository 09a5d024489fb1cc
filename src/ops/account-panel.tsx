/** The account settings the back office controls: opportunity stage, onboarding group, owner controls. */
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Table,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import type { ApplicationDetail } from '../../domain/api/back-office-api';
import { OPPORTUNITY_STAGES } from '../../domain/api/status-api';
import type { OwnerControl } from '../../domain/merchant/merchant-account';
import { ONBOARDING_GROUPS } from '../../domain/picklists/onboarding-groups';

export interface AccountActions {
  setStage(opportunityStage: string, opportunityOwnerEmail: string): void;
  setGroup(onboardingGroup: string): void;
  setOwnerControls(ownerControls: OwnerControl[]): void;
}

export function AccountPanel({
  application,
  busy,
  actions,
}: {
  application: ApplicationDetail;
  busy: boolean;
  actions: AccountActions;
}) {
  const [stage, setStage] = useState(application.opportunityStage);
  const [owner, setOwner] = useState(application.opportunityOwnerEmail);
  const [group, setGroup] = useState(application.onboardingGroup);
  const [controls, setControls] = useState(application.ownerControls);
  const toggle = (index: number, field: keyof OwnerControl, value: boolean) =>
    setControls(
      controls.map((control, i) => (i === index ? { ...control, [field]: value } : control)),
    );

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Opportunity
        </Title>
        <Group align="end">
          <NativeSelect
            label="Opportunity stage"
            data={[...OPPORTUNITY_STAGES]}
            value={stage}
            onChange={(event) => setStage(event.currentTarget.value)}
          />
          <TextInput
            label="Opportunity owner e-mail"
            type="email"
            value={owner}
            onChange={(event) => setOwner(event.currentTarget.value)}
          />
          <Button disabled={busy} onClick={() => actions.setStage(stage, owner.trim())}>
            Save opportunity
          </Button>
        </Group>
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Onboarding group
        </Title>
        <Group align="end">
          <NativeSelect
            label="Onboarding group"
            data={[...ONBOARDING_GROUPS]}
            value={group}
            onChange={(event) => setGroup(event.currentTarget.value)}
          />
          <Button disabled={busy} onClick={() => actions.setGroup(group)}>
            Save group
          </Button>
        </Group>
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Owner controls
        </Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Owner</Table.Th>
              <Table.Th>Require ID</Table.Th>
              <Table.Th>Require certified ID</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {controls.map((control, index) => (
              <Table.Tr key={index}>
                <Table.Td>Owner {index + 1}</Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={`Owner ${index + 1} requires ID`}
                    checked={control.requireId}
                    onChange={(event) => toggle(index, 'requireId', event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={`Owner ${index + 1} requires certified ID`}
                    checked={control.requireCertifiedId}
                    onChange={(event) =>
                      toggle(index, 'requireCertifiedId', event.currentTarget.checked)
                    }
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group>
          <Button disabled={busy} onClick={() => actions.setOwnerControls(controls)}>
            Save owner controls
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
