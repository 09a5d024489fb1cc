/** Mantine's notifications, showing the toasts asked for through showErrorToast. */
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Button, Stack, Text } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { RETRY_LABEL, TOAST_AUTO_CLOSE_MS } from '../api/error-toast';
import type { ToastRequest } from '../api/error-toast';
import { announce } from './live-announcer';

function toastBody(toast: ToastRequest, close: () => void) {
  const { retry } = toast;
  if (!retry) return toast.message;
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{toast.message}</Text>
      <Button
        size="xs"
        variant="light"
        onClick={() => {
          close();
          retry();
        }}
      >
        {RETRY_LABEL}
      </Button>
    </Stack>
  );
}

export default function ErrorToasts(props: {
  toasts: ToastRequest[];
  onShown: (count: number) => void;
}) {
  const { toasts, onShown } = props;
  useEffect(() => {
    if (toasts.length === 0) return;
    // Mantine's store is ready once <Notifications> has mounted, after this render.
    const timer = setTimeout(() => {
      toasts.forEach((toast) => {
        const id = notifications.show({
          color: 'red',
          title: 'Error',
          message: toastBody(toast, () => notifications.hide(id)),
          // A toast with an action stays until it is used or closed (WCAG 2.2.1).
          autoClose: toast.retry ? false : TOAST_AUTO_CLOSE_MS,
          // The app's polite live region reads the toast; the card itself is not a second alert.
          role: 'group',
          'aria-label': 'Error',
          closeButtonProps: { 'aria-label': 'Close message' },
        });
        announce(`Error: ${toast.message}`);
      });
      onShown(toasts.length);
    }, 0);
    return () => clearTimeout(timer);
  }, [toasts, onShown]);
  return <Notifications autoClose={TOAST_AUTO_CLOSE_MS} />;
}
