/**
 * The fade-in of the status page (doc 1 §2: "cards fade in with delays of 250-1000 ms; step cards
 * fade 500 ms"), as a CSS animation so nothing re-renders for it; reduced motion turns it off.
 */
import type { CSSProperties } from 'react';

const KEYFRAMES = 'portal-status-fade-in';

/** The keyframes, rendered once by the page. */
export function FadeInStyles() {
  return (
    <style>{`@keyframes ${KEYFRAMES} { from { opacity: 0; transform: translateY(6px); } to { opacity: 1; transform: none; } }
@media (prefers-reduced-motion: reduce) { [data-fade-in] { animation: none !important; } }`}</style>
  );
}

/** doc 1 §2: the first card waits 250 ms, each next one a little longer, never over 1000 ms. */
export function cardFadeDelay(index: number): number {
  return Math.min(250 + index * 125, 1000);
}

/** doc 1 §2: step cards fade in over 500 ms. */
export const STEP_FADE_MS = 500;

/** The style of an element that fades in after `delayMs`. */
export function fadeIn(delayMs: number, durationMs = STEP_FADE_MS): CSSProperties {
  return { animation: `${KEYFRAMES} ${durationMs}ms ease-out ${delayMs}ms both` };
}
