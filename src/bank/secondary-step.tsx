/**
 * Secondary Bank Information (doc 2 §4): shown for AU, NZ, UK and US with Online and In-store; it
 * may be skipped or submitted empty, and is checked in full once one of its fields is filled.
 */
import { Anchor, Stack, Text } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { SECONDARY_INTRO, SKIP_SECONDARY_LABEL } from '../../machines/bank/bank-copy';
import { bankFormView } from '../../machines/bank/bank-view';
import { useBankActor } from './bank-actor';
import { ManualBankForm } from './manual-bank-form';
import { useSay } from '../i18n/say';

/** The secondary step's panel. */
export function SecondaryStep() {
  const actor = useBankActor();
  const busy = useActorView(actor, (s) => bankFormView(s, 'secondaryBank').busy);
  const canSkip = useActorView(actor, (s) => bankFormView(s, 'secondaryBank').canSkip);
  const say = useSay();
  return (
    <Stack gap="md">
      <Text size="sm">{say(SECONDARY_INTRO)}</Text>
      <ManualBankForm
        section="secondaryBank"
        secondaryAction={
          canSkip && (
            <Anchor
              component="button"
              type="button"
              disabled={busy}
              onClick={() => actor.send({ type: 'secondary.skip' })}
            >
              {say(SKIP_SECONDARY_LABEL)}
            </Anchor>
          )
        }
      />
    </Stack>
  );
}
