/**
 * Memoising for view-model selectors, so that a keystroke rebuilds only what it changed: a
 * selector reads its inputs by reference, and a field's view that came out equal keeps its
 * previous object, so `useSelector` does not render the fields the keystroke did not touch.
 */

/** `compute` remembered for its last arguments (compared by reference). */
export function lastOf<A extends readonly unknown[], R>(compute: (...args: A) => R) {
  let lastArgs: A | undefined;
  let lastResult: R;
  return (...args: A): R => {
    if (lastArgs && lastArgs.length === args.length && args.every((a, i) => a === lastArgs![i])) {
      return lastResult;
    }
    lastArgs = args;
    lastResult = compute(...args);
    return lastResult;
  };
}

/** Whether two records hold the same values under the same keys (one level deep). */
export function shallowEqual(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.is(left[key], right[key]));
}

/** A cache that hands back the previous view of `key` while it is shallowly equal to the next. */
export function keptViews<T extends object>() {
  const views = new Map<string, T>();
  return (key: string, next: T): T => {
    const previous = views.get(key);
    if (previous && shallowEqual(previous, next)) return previous;
    views.set(key, next);
    return next;
  };
}
