import { inject, it, expect } from 'vitest';
import pg from 'pg';

it('the PostgreSQL server of the test run answers', async () => {
  const url = inject('postgresUrl');
  expect(url, 'a PostgreSQL URL is provided to the tests').toBeTruthy();
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ one: number }>('select 1 as one');
  await client.end();
  expect(rows[0]?.one).toBe(1);
});
