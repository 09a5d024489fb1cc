/** Mantine's notifications, showing the toasts asked for through showErrorToast. */
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../api/error-toast';
import type { ToastRequest } from '../api/error-toast';

export default function ErrorToasts(props: {
  toasts: ToastRequest[];
  onShown: (count: number) => void;
}) {
  const { toasts, onShown } = props;
  useEffect(() => {
    if (toasts.length === 0) return;
    // Mantine's store is ready once <Notifications> has mounted, after this render.
    const timer = setTimeout(() => {
      toasts.forEach((toast) =>
        notifications.show({
          color: 'red',
          title: 'Error',
          message: toast.message,
          autoClose: TOAST_AUTO_CLOSE_MS,
        }),
      );
      onShown(toasts.length);
    }, 0);
    return () => clearTimeout(timer);
  }, [toasts, onShown]);
  return <Notifications autoClose={TOAST_AUTO_CLOSE_MS} />;
}
