/**
 * The ALTCHA proof-of-work captcha (DESIGN.md §2): no puzzle to solve, it works offline. When the
 * widget reports "verified", its payload goes to the session machine, which checks it with the
 * server. A new `round` mounts a fresh widget (each solved captcha allows one e-mail check).
 */
import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { SESSION_API } from '../../../domain/api/session-api';

export interface CaptchaFieldProps {
  round: number;
  onVerified: (payload: string) => void;
  onExpired: () => void;
}

export function CaptchaField({ round, onVerified, onExpired }: CaptchaFieldProps) {
  const host = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onVerified, onExpired });
  useEffect(() => {
    handlers.current = { onVerified, onExpired };
  });

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    let cancelled = false;
    const widget = document.createElement('altcha-widget');
    widget.setAttribute('challenge', SESSION_API.captchaChallenge);
    widget.setAttribute('name', 'altcha');
    const verified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) handlers.current.onVerified(payload);
    };
    const expired = () => handlers.current.onExpired();
    widget.addEventListener('verified', verified);
    widget.addEventListener('expired', expired);
    container.replaceChildren(widget);
    // The widget's code loads once the page is idle, keeping it out of the first page's script.
    const load = () =>
      void import('altcha').catch(() => {
        if (!cancelled) widget.setAttribute('data-load-failed', 'true');
      });
    const idle = window.requestIdleCallback?.(load, { timeout: 1500 });
    const timer = idle === undefined ? setTimeout(load, 0) : undefined;
    return () => {
      cancelled = true;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
      widget.removeEventListener('verified', verified);
      widget.removeEventListener('expired', expired);
      widget.remove();
    };
  }, [round]);

  return <Box ref={host} data-testid="captcha" mih={70} />;
}
