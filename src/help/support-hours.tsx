/** When support answers, beside a support contact (doc 1 §9). */
import { Text } from '@mantine/core';
import { useActorView } from '../app/use-actor-view';
import { supportHoursOf } from '../../machines/help/contact-us-selectors';
import { useBrand } from '../app/app-context';
import { supportHoursLine } from '../../machines/help/help-words';
import { useSay } from '../i18n/say';
import { useHelp, type ContactUsActor } from './help-context';

/** The hours, read from the Contact Us actor `actor`. */
export function SupportHoursOf({ actor }: { actor: ContactUsActor }) {
  const brand = useBrand();
  const say = useSay();
  const hours = useActorView(actor, (s) => supportHoursOf(s, brand));
  if (!hours) return null;
  return (
    <Text size="sm" c="dimmed">
      {say(supportHoursLine(hours))}
    </Text>
  );
}

/** The hours, read from the page's Contact Us actor. */
export function SupportHours() {
  return <SupportHoursOf actor={useHelp()} />;
}
