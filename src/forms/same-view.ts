/**
 * The comparison a view's `useActorView` uses for a view model: equal when every property is the
 * same, so a field re-renders only when what it shows changed, not on every snapshot.
 */
export function sameView<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}
