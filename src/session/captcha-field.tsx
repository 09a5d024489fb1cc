/**
 * The ALTCHA proof-of-work captcha: no puzzle to solve, it works offline. When the
 * widget reports "verified", its payload goes to the session machine, which checks it with the
 * server. A new `round` mounts a fresh widget (each solved captcha allows one e-mail check).
 */
import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLanguage } from '../i18n/say';

export interface CaptchaFieldProps {
  round: number;
  /** Where the widget asks for its challenge. */
  challenge: string;
  onVerified: (payload: string) => void;
  onExpired: () => void;
}

export function CaptchaField({ round, challenge, onVerified, onExpired }: CaptchaFieldProps) {
  const host = useRef<HTMLDivElement>(null);
  // The widget speaks the page's language with the library's own fr-ca words (altcha-widget.ts).
  const widgetLanguage = useLanguage() === 'fr-CA' ? 'fr-ca' : 'en';
  const handlers = useRef({ onVerified, onExpired });
  useEffect(() => {
    handlers.current = { onVerified, onExpired };
  });

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    let cancelled = false;
    const widget = document.createElement('altcha-widget');
    widget.setAttribute('challenge', challenge);
    widget.setAttribute('name', 'altcha');
    widget.setAttribute('language', widgetLanguage);
    const verified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) handlers.current.onVerified(payload);
    };
    const expired = () => handlers.current.onExpired();
    widget.addEventListener('verified', verified);
    widget.addEventListener('expired', expired);
    container.replaceChildren(widget);
    // The widget's code (the largest script of the login page) loads only once the person starts
    // on the form: a first focus, tap or key anywhere in it, or a pointer over the captcha. A page
    // that is only looked at never downloads it.
    const form = container.closest('form') ?? container;
    const triggers: Array<[EventTarget, string]> = [
      [form, 'focusin'],
      [form, 'pointerdown'],
      [form, 'keydown'],
      [container, 'pointerenter'],
    ];
    let requested = false;
    const load = () => {
      if (requested) return;
      requested = true;
      for (const [target, type] of triggers) target.removeEventListener(type, load);
      void import('./altcha-widget').catch(() => {
        if (!cancelled) widget.setAttribute('data-load-failed', 'true');
      });
    };
    for (const [target, type] of triggers) target.addEventListener(type, load);
    // Already in the form (a new round after a first check): no interaction is left to wait for.
    if (form.contains(document.activeElement)) load();
    return () => {
      cancelled = true;
      for (const [target, type] of triggers) target.removeEventListener(type, load);
      widget.removeEventListener('verified', verified);
      widget.removeEventListener('expired', expired);
      widget.remove();
    };
  }, [round, challenge, widgetLanguage]);

  return <Box ref={host} data-testid="captcha" mih={70} />;
}
