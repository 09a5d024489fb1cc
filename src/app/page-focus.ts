/**
 * Where keyboard and screen-reader focus goes when what the page shows changes (WCAG 2.4.3,
 * docs/decisions/0100-accessibility-colours-and-focus.md):
 * - a new page or a new step: its heading (made focusable with tabIndex -1), so reading starts at
 *   the new content instead of the top of the document;
 * - a submit that leaves fields invalid: the first invalid field, whose label and error are read
 *   with it (Mantine links the error through aria-describedby).
 * Screens are lazy and errors come from machines after a render, so both wait for the element to
 * appear, for a short while, and never take focus from a field the merchant has moved into since.
 */
import { useEffect, useRef, type RefObject } from 'react';

const WAIT_MS = 5000;

/**
 * Marks the element that names the step a page opens on (an accordion's open section), which
 * takes focus on a page change before the page's h1 does.
 */
export const STEP_HEADING_ATTRIBUTE = 'data-step-heading';

/** Calls `find` until it gives an element (or the wait ends), watching `root` for changes. */
function whenPresent(
  root: Element,
  find: () => HTMLElement | null,
  then: (element: HTMLElement) => void,
  waitMs = WAIT_MS,
): () => void {
  let done = false;
  const tryNow = () => {
    if (done) return;
    const element = find();
    if (!element) return;
    done = true;
    stop();
    then(element);
  };
  const observer = new MutationObserver(tryNow);
  const timer = setTimeout(() => stop(), waitMs);
  function stop() {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true, attributes: true });
  // After the current render has reached the DOM.
  requestAnimationFrame(tryNow);
  return stop;
}

/**
 * Focus may move by script only while nothing the merchant chose has it: it fell to the body (the
 * focused button was removed or hidden), sits on a heading or region focused by script, or on
 * `allowed` (the button that submitted).
 */
function focusIsFree(doc: Document, allowed: Element | null = null): boolean {
  const active = doc.activeElement;
  return (
    !active ||
    active === doc.body ||
    active === allowed ||
    !active.isConnected ||
    active.getAttribute('tabindex') === '-1'
  );
}

function focusHeading(heading: HTMLElement): void {
  // A heading is not focusable by itself; a control (the accordion's button) already is.
  if (heading.tabIndex < 0 && !heading.hasAttribute('tabindex')) {
    heading.setAttribute('tabindex', '-1');
  }
  heading.focus({ preventScroll: false });
}

/**
 * Moves focus to the step heading (see STEP_HEADING_ATTRIBUTE), else the first `h1`, inside
 * `container` each time `key` changes (a route change), never on the first render: a page just
 * opened starts at the top, with the skip link first.
 */
export function useFocusHeadingOnChange(
  key: string,
  container: RefObject<HTMLElement | null>,
): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = container.current;
    if (!root) return;
    const doc = root.ownerDocument;
    const stepHeading = () => root.querySelector<HTMLElement>(`[${STEP_HEADING_ATTRIBUTE}]`);
    let stopStep = () => {};
    const stopPage = whenPresent(
      root,
      () => stepHeading() ?? root.querySelector<HTMLElement>('h1'),
      (heading) => {
        // A control that stays on the page (an accordion header) keeps focus; a removed one
        // leaves it on the body, and the new page's heading takes it.
        if (!focusIsFree(doc)) return;
        focusHeading(heading);
        if (heading.hasAttribute(STEP_HEADING_ATTRIBUTE)) return;
        // The page's h1 came first and its step is still loading: the step's heading takes
        // focus when it appears, unless the merchant has moved on from the h1.
        stopStep = whenPresent(root, stepHeading, (step) => {
          if (doc.activeElement === heading) focusHeading(step);
        });
      },
    );
    return () => {
      stopPage();
      stopStep();
    };
  }, [key, container]);
}

/** Moves focus to `heading` each time `key` changes after the first render (a step change). */
export function useFocusStepHeading(key: string | number, heading: RefObject<HTMLElement | null>) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (heading.current) focusHeading(heading.current);
  }, [key, heading]);
}

/**
 * Moves focus to the element marked with STEP_HEADING_ATTRIBUTE inside `container` each time
 * `key` changes after the first render (an accordion's next step opens on the same route), when
 * the control that moved it on has gone and left focus on the body.
 */
export function useFocusMarkedStep(key: string | null, container: RefObject<HTMLElement | null>) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = container.current;
    if (!root) return;
    return whenPresent(
      root,
      () => root.querySelector<HTMLElement>(`[${STEP_HEADING_ATTRIBUTE}]`),
      (step) => {
        if (focusIsFree(root.ownerDocument)) focusHeading(step);
      },
    );
  }, [key, container]);
}

const INVALID = '[aria-invalid="true"]';

/**
 * Installs, once for the whole app, the move to the first invalid field after a submit: every
 * form of the portal submits through a `<form>`, so one capture listener covers them all.
 */
export function installFocusOnInvalidSubmit(
  doc: Document,
  /** Announces how many fields need attention, in the page's language. */
  announceCount: (count: number) => void,
): () => void {
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const submitter = doc.activeElement;
    whenPresent(
      form,
      () => form.querySelector<HTMLElement>(INVALID),
      (field) => {
        if (!focusIsFree(doc, submitter)) return;
        const count = form.querySelectorAll(INVALID).length;
        field.focus();
        announceCount(count);
      },
      // A save answered with field errors comes back from the server.
      15_000,
    );
  };
  doc.addEventListener('submit', onSubmit, true);
  return () => doc.removeEventListener('submit', onSubmit, true);
}
