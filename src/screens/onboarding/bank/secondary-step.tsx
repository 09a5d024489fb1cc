/**
 * Secondary Bank Information (doc 2 §4): shown for AU, NZ, UK and US with Online and In-store; it
 * may be skipped or submitted empty, and is checked in full once one of its fields is filled.
 */
import { Anchor, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { SecondaryBank } from '../../../../domain/merchant/bank';
import { useBankActor } from './bank-actor';
import { SECONDARY_INTRO, SKIP_SECONDARY_LABEL, SUBMIT_LABEL } from './bank-copy';
import { ManualBankForm } from './manual-bank-form';

/** The secondary step's panel. */
export function SecondaryStep() {
  const actor = useBankActor();
  const setup = useSelector(actor, (s) => s.context.setup);
  const bank = useSelector(actor, (s) => s.context.secondaryBank);
  const serverErrors = useSelector(actor, (s) => s.context.fieldErrors.secondaryBank);
  const error = useSelector(actor, (s) => s.context.error);
  const busy = useSelector(actor, (s) => s.matches({ secondary: 'saving' }));
  if (!setup || !bank) return null;
  return (
    <Stack gap="md">
      <Text size="sm">{SECONDARY_INTRO}</Text>
      <ManualBankForm
        section="secondaryBank"
        defaultValues={bank}
        context={setup.validationContext}
        serverErrors={serverErrors}
        error={error}
        busy={busy}
        submitLabel={SUBMIT_LABEL}
        onSubmit={(values) =>
          actor.send({ type: 'secondary.submit', bank: values as unknown as SecondaryBank })
        }
        secondaryAction={
          <Anchor
            component="button"
            type="button"
            disabled={busy}
            onClick={() => actor.send({ type: 'secondary.skip' })}
          >
            {SKIP_SECONDARY_LABEL}
          </Anchor>
        }
      />
    </Stack>
  );
}
