/** Mantine's notifications, showing the toasts asked for through showErrorToast. */
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Button, Stack, Text } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { RETRY_LABEL, TOAST_AUTO_CLOSE_MS } from '../api/error-toast';
import type { ToastRequest } from '../api/error-toast';
import { useSay, type SayText } from '../i18n/say';
import { announce } from './live-announcer';
import { SHELL_COPY } from './shell-copy';

function toastBody(toast: ToastRequest, say: SayText, close: () => void) {
  const { retry } = toast;
  if (!retry) return say(toast.message);
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{say(toast.message)}</Text>
      <Button
        size="xs"
        variant="light"
        onClick={() => {
          close();
          retry();
        }}
      >
        {say(RETRY_LABEL)}
      </Button>
    </Stack>
  );
}

export default function ErrorToasts(props: {
  toasts: ToastRequest[];
  onShown: (count: number) => void;
}) {
  const { toasts, onShown } = props;
  const say = useSay();
  useEffect(() => {
    if (toasts.length === 0) return;
    // Mantine's store is ready once <Notifications> has mounted, after this render.
    const timer = setTimeout(() => {
      toasts.forEach((toast) => {
        const id = notifications.show({
          color: 'red',
          title: say(SHELL_COPY.toastTitle),
          message: toastBody(toast, say, () => notifications.hide(id)),
          // A toast with an action stays until it is used or closed (WCAG 2.2.1).
          autoClose: toast.retry ? false : TOAST_AUTO_CLOSE_MS,
          // The app's polite live region reads the toast; the card itself is not a second alert.
          role: 'group',
          'aria-label': say(SHELL_COPY.toastTitle),
          closeButtonProps: { 'aria-label': say(SHELL_COPY.closeToast) },
        });
        announce(say(SHELL_COPY.toastAnnounced(toast.message)));
      });
      onShown(toasts.length);
    }, 0);
    return () => clearTimeout(timer);
  }, [toasts, onShown, say]);
  return <Notifications autoClose={TOAST_AUTO_CLOSE_MS} />;
}
