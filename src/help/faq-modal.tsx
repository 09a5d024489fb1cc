/** The floating '?' button and the FAQ modal of the onboarding and status pages (doc 1 §2). */
import './faq-button.css';
import { ActionIcon, Box, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { FAQ_TITLE } from '../../machines/help/help-words';
import { useSay } from '../i18n/say';

/**
 * The modal (Mantine's Modal, its focus trap and positioning) loads when the button is first
 * pressed, not with the page (docs/decisions/0120-later-route-weight.md).
 */
const FaqDialog = lazy(() => import('./faq-dialog').then((m) => ({ default: m.FaqDialog })));

export function FaqButton() {
  const say = useSay();
  const [opened, { open, close }] = useDisclosure(false);
  // Once opened it stays mounted, so its closing transition and later openings need no load.
  const [wanted, setWanted] = useState(false);
  if (opened && !wanted) setWanted(true);
  // The dialog mounts already open the first time (it loads on first use), so Mantine has no
  // earlier focus to return to: focus goes back to this button on close (WCAG 2.4.3).
  const button = useRef<HTMLButtonElement>(null);
  const closeAndReturn = () => {
    close();
    button.current?.focus();
  };
  return (
    <>
      {/* Placed by faq-button.css: in the flow on phones, floating beside the column on wide
          screens, hidden while another dialog is open. */}
      <Box className="faq-button-slot">
        <ActionIcon ref={button} size={48} radius="xl" onClick={open} aria-label={say(FAQ_TITLE)}>
          <Text fw={700} size="xl" c="white" aria-hidden>
            ?
          </Text>
        </ActionIcon>
      </Box>
      {wanted && (
        <Suspense fallback={null}>
          <FaqDialog opened={opened} onClose={closeAndReturn} />
        </Suspense>
      )}
    </>
  );
}
