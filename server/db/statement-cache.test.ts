import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './database';

describe('the SQLite statement cache', () => {
  it('prepares a query text once and reuses the statement', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const cached = withStatementCache(sqlite);
    cached.prepare('create table t (n integer)').run([]);
    const insert = cached.prepare('insert into t (n) values (?)');
    insert.run([1]);
    expect(cached.prepare('insert into t (n) values (?)')).toBe(insert);
    cached.prepare('insert into t (n) values (?)').run([2]);
    expect(cached.prepare('select sum(n) as s from t').all([])).toEqual([{ s: 3 }]);
    cached.close();
  });

  it('keeps each text apart and still answers after the oldest entries are dropped', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const cached = withStatementCache(sqlite);
    const first = cached.prepare('select 0 as n');
    for (let i = 1; i <= 600; i++) {
      expect(cached.prepare(`select ${i} as n`).all([])).toEqual([{ n: i }]);
    }
    const again = cached.prepare('select 0 as n');
    expect(again).not.toBe(first);
    expect(again.all([])).toEqual([{ n: 0 }]);
    cached.close();
  });
});
