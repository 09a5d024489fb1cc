/** The floating '?' button and the FAQ modal of the onboarding and status pages (doc 1 §2). */
import './faq-button.css';
import { ActionIcon, Box, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';

export const FAQ_TITLE = 'Frequently asked questions';

/** doc 1 §1 "Stated claims", as questions a merchant asks. */
export const FAQ_ENTRIES: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'How long does the compliance review take?',
    answer: 'Compliance review takes 2-3 business days.',
  },
  {
    question: 'How do my customers pay?',
    answer: 'Shoppers pay in 4 interest-free instalments every 2 weeks.',
  },
  {
    question: 'When do I get paid?',
    answer: 'Settlement reaches your bank in 1-5 business days.',
  },
  {
    question: 'How long do refunds take?',
    answer: 'Refunds take 5-7 business days.',
  },
  {
    question: 'I have not received my sign-in email.',
    answer: 'The sign-in email arrives in 2-5 minutes. Check your spam folder too.',
  },
];

/**
 * The modal (Mantine's Modal, its focus trap and positioning) loads when the button is first
 * pressed, not with the page (docs/decisions/0120-later-route-weight.md).
 */
const FaqDialog = lazy(() => import('./faq-dialog').then((m) => ({ default: m.FaqDialog })));

export function FaqButton() {
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
        <ActionIcon ref={button} size={48} radius="xl" onClick={open} aria-label={FAQ_TITLE}>
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
