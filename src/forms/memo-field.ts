/**
 * A field component that renders again only when what it shows changes. A machine-held form
 * renders again on every keystroke (each one changes the actor's snapshot), and so does every
 * field of the form: a Mantine input is tens of components, so on a phone re-rendering the
 * fields that did not change was most of a keystroke's time.
 *
 * What the field shows is compared by value: strings, numbers and booleans as they are, pick
 * lists (arrays of strings or of { value, label }) item by item, anything else (an element) by
 * identity. Handlers are new functions on each render of the form, so they are not compared:
 * the field calls the latest ones through stable wrappers, as if it had rendered with them.
 */
import { createElement, memo, useRef, type ComponentType } from 'react';

type Props = Record<string, unknown>;
type Handlers = Record<string, (...args: never[]) => unknown>;

const sameItem = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.is((a as Props)[key], (b as Props)[key]));
};

const sameValue = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((item, i) => sameItem(item, b[i]));
};

/** The latest handlers of each rendered field, by the props it last rendered with. */
const latestHandlers = new WeakMap<object, { current: Handlers }>();

const handlersOf = (props: Props): Handlers =>
  Object.fromEntries(
    Object.entries(props).filter(([, value]) => typeof value === 'function'),
  ) as Handlers;

function sameShown(previous: Props, next: Props): boolean {
  const keys = Object.keys(next);
  if (keys.length !== Object.keys(previous).length) return false;
  for (const key of keys) {
    const a = previous[key];
    const b = next[key];
    if (typeof a === 'function' && typeof b === 'function') continue;
    if (!sameValue(a, b)) return false;
  }
  // The render is skipped: the field's wrappers now call these handlers.
  const latest = latestHandlers.get(previous);
  if (latest) latest.current = handlersOf(next);
  return true;
}

export function memoField<P extends object>(Field: ComponentType<P>): ComponentType<P> {
  function Stable(props: P) {
    const latest = useRef<Handlers>({});
    latest.current = handlersOf(props as Props);
    latestHandlers.set(props, latest);
    const wrappers = useRef(new Map<string, (...args: never[]) => unknown>());
    const shown = { ...(props as Props) };
    for (const key of Object.keys(latest.current)) {
      let wrapper = wrappers.current.get(key);
      if (!wrapper) {
        wrapper = (...args: never[]) => latest.current[key]?.(...args);
        wrappers.current.set(key, wrapper);
      }
      shown[key] = wrapper;
    }
    return createElement(Field, shown as P);
  }
  Stable.displayName = Field.displayName ?? Field.name;
  return memo(Stable, (previous, next) => sameShown(previous as Props, next as Props));
}
