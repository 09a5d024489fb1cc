/**
 * One polite live region for the whole app (WCAG 4.1.3 status messages): toasts and the state of
 * calls (loading, saving, saved) are read out by screen readers without moving focus. Anything may
 * announce; the region lives in the page from the start, so the first message is heard too.
 */

const REGION_ID = 'app-live-region';

function region(doc: Document): HTMLElement {
  let element = doc.getElementById(REGION_ID);
  if (!element) {
    element = doc.createElement('div');
    element.id = REGION_ID;
    element.setAttribute('aria-live', 'polite');
    element.setAttribute('aria-atomic', 'true');
    element.setAttribute('role', 'status');
    // Visually hidden, still read (the usual clip pattern).
    element.style.cssText =
      'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
    doc.body.appendChild(element);
  }
  return element;
}

let clearTimer: ReturnType<typeof setTimeout> | undefined;

/** Reads `message` out politely. The same message twice in a row is read twice. */
export function announce(message: string, doc: Document = document): void {
  const element = region(doc);
  element.textContent = '';
  // A change of text after a tick is what screen readers notice.
  setTimeout(() => {
    element.textContent = message;
  }, 50);
  clearTimeout(clearTimer);
  clearTimer = setTimeout(() => {
    element.textContent = '';
  }, 7000);
}

/** Puts the region into the page before anything announces. */
export function installLiveRegion(doc: Document = document): void {
  region(doc);
}
