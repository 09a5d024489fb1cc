/**
 * Queries built and compiled once, then run with new values. kysely builds a query's tree and
 * compiles it to SQL on every call; for the few statements every request runs (the session, the
 * merchant record) and every save runs (its sections, flags and agreement), that was most of the
 * query layer's cost (docs/decisions/0180-save-profile.md). A query made here is compiled the first
 * time it runs on a database, with a marker in place of each value; later runs put the values in
 * place of the markers. Only queries whose shape never depends on the values may be made here:
 * every value must reach the SQL as a parameter, unchanged, which the first compile checks.
 */
import type { Compilable, CompiledQuery, DialectAdapter } from 'kysely';
import type { Db } from './database';

/** A compiled query and, for each of its parameters, the value it takes (-1: its own constant). */
interface Compiled<R> {
  query: CompiledQuery<R>;
  slots: number[];
}

const markerOf = (index: number) => `\u0000compiled-query-value-${index}\u0000`;

/**
 * `build` as a query compiled once per database; the answer runs it on `db` (a database or a
 * transaction of it) with `values` and gives its rows.
 */
export function compiledOnce<V extends readonly unknown[], R>(
  build: (db: Db, ...values: V) => Compilable<R>,
): (db: Db, ...values: V) => Promise<R[]> {
  // A transaction shares its database's adapter, so it finds the query compiled for the database.
  const byDatabase = new WeakMap<DialectAdapter, Compiled<R>>();
  return async (db, ...values) => {
    const adapter = db.getExecutor().adapter;
    let compiled = byDatabase.get(adapter);
    if (!compiled) {
      compiled = compile(db, build, values.length);
      byDatabase.set(adapter, compiled);
    }
    const { query, slots } = compiled;
    const parameters = query.parameters.map((constant, i) => {
      const slot = slots[i] ?? -1;
      return slot >= 0 ? values[slot] : constant;
    });
    const result = await db.executeQuery<R>({ ...query, parameters });
    return result.rows;
  };
}

function compile<V extends readonly unknown[], R>(
  db: Db,
  build: (db: Db, ...values: V) => Compilable<R>,
  count: number,
): Compiled<R> {
  const markers = Array.from({ length: count }, (_, i) => markerOf(i));
  const query = build(db, ...(markers as unknown as V)).compile();
  const slots = query.parameters.map((p) => (typeof p === 'string' ? markers.indexOf(p) : -1));
  for (let i = 0; i < count; i++) {
    if (!slots.includes(i)) {
      throw new Error(`compiledOnce: value ${i} does not reach the SQL as a parameter`);
    }
  }
  return { query, slots };
}
