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
import type { OwnerControl } from '../../domain/merchant/merchant-account';
import {
  ONBOARDING_GROUP_OPTIONS,
  OPPORTUNITY_STAGE_OPTIONS,
} from '../../machines/ops/console-selectors';
import { useApplicationPanel } from './application-panel';

export function AccountPanel() {
  const { drafts, busy, edit, save } = useApplicationPanel();
  const controls = drafts.ownerControls;
  const toggle = (index: number, field: keyof OwnerControl, value: boolean) =>
    edit({
      ownerControls: controls.map((control, i) =>
        i === index ? { ...control, [field]: value } : control,
      ),
    });

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Opportunity
        </Title>
        <Group align="end">
          <NativeSelect
            label="Opportunity stage"
            data={[...OPPORTUNITY_STAGE_OPTIONS]}
            value={drafts.opportunityStage}
            onChange={(event) => edit({ opportunityStage: event.currentTarget.value })}
          />
          <TextInput
            label="Opportunity owner e-mail"
            type="email"
            value={drafts.opportunityOwnerEmail}
            onChange={(event) => edit({ opportunityOwnerEmail: event.currentTarget.value })}
          />
          <Button disabled={busy} onClick={() => save('opportunityStage')}>
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
            data={[...ONBOARDING_GROUP_OPTIONS]}
            value={drafts.onboardingGroup}
            onChange={(event) => edit({ onboardingGroup: event.currentTarget.value })}
          />
          <Button disabled={busy} onClick={() => save('onboardingGroup')}>
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
          <Button disabled={busy} onClick={() => save('ownerControls')}>
            Save owner controls
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
