import { randomBytes } from 'node:crypto';
import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PREPARED_PARAMETERS_MAX, withPreparedStatements } from './postgres-statements.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

/** The statements prepared on the connection `on` runs on that use the items table. */
const preparedOn = async (on: Pick<Sql, 'unsafe'>) =>
  (await on.unsafe<{ statement: string }[]>('select statement from pg_prepared_statements')).map((r) => r.statement).filter((s) => s.includes(' items '));

// Only where a PostgreSQL server is given (CI gives one); the embedded database has its own
// prepared statements (pglite-statements.ts).
describe.skipIf(!adminUrl)('PostgreSQL with prepared statements', () => {
  const name = `t_${randomBytes(6).toString('hex')}`;
  let admin: Sql;
  let plain: Sql;
  let client: Sql;

  beforeAll(async () => {
    admin = postgres(adminUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    // One connection each, so that what one statement prepared is there for the next to see.
    plain = postgres(url.toString(), { max: 1, onnotice: () => {} });
    client = withPreparedStatements(postgres(url.toString(), { max: 1, onnotice: () => {} }));
  });
  afterAll(async () => {
    await Promise.all([plain?.end(), client?.end()]);
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  beforeEach(async () => {
    await plain.unsafe(`
      drop table if exists items;
      create table items (id serial primary key, name text not null unique, price bigint, at timestamptz);
      insert into items (name, price, at) values ('a', 100, '2026-01-02T03:04:05Z'), ('b', null, null);
    `);
  });

  it('answers what the plain client answers, for reads and writes', async () => {
    const statements: [string, unknown[]][] = [
      ['select * from items where id = $1', [1]],
      ['select name, price from items where price is null or price > $1 order by id', [50]],
      ['update items set price = price + $1 where name = $2 returning id, price', [5, 'a']],
    ];
    for (const [query, params] of statements) {
      const expected = [...(await plain.unsafe(query, params as never))];
      await plain.unsafe('update items set price = 100 where id = 1');
      expect([...(await client.unsafe(query, params as never))]).toEqual(expected);
      await plain.unsafe('update items set price = 100 where id = 1');
    }
  });

  it('keeps a statement prepared after its first run, by its text', async () => {
    const query = 'select name from items where id = $1';
    expect(await preparedOn(client)).not.toContain(query);
    expect([...(await client.unsafe(query, [2]))]).toEqual([{ name: 'b' }]);
    expect([...(await client.unsafe(query, [1]))]).toEqual([{ name: 'a' }]);
    expect((await preparedOn(client)).filter((s) => s === query)).toHaveLength(1);
    // The plain client prepares nothing of its own.
    await plain.unsafe(query, [1]);
    expect(await preparedOn(plain)).toEqual([]);
  });

  it('leaves a statement with a long parameter list unprepared', async () => {
    const ids = Array.from({ length: PREPARED_PARAMETERS_MAX + 1 }, (_, i) => i + 1);
    const query = `select count(*)::int as n from items where id in (${ids.map((_, i) => `$${i + 1}`).join(', ')})`;
    expect([...(await client.unsafe(query, ids))]).toEqual([{ n: 2 }]);
    expect(await preparedOn(client)).not.toContain(query);
  });

  it('prepares inside transactions and savepoints, and rolls them back as the plain client does', async () => {
    const query = 'update items set price = $1 where id = $2 returning price';
    await expect(
      client.begin(async (tx) => {
        await tx.unsafe(query, [7, 1]);
        await tx.savepoint(async (inner) => {
          await inner.unsafe(query, [8, 2]);
        });
        expect((await preparedOn(tx)).filter((s) => s === query)).toHaveLength(1);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect([...(await plain.unsafe('select price from items order by id'))]).toEqual([{ price: '100' }, { price: null }]);
  });

  it('prepares a statement again once a schema change made its plan stale', async () => {
    const query = 'select * from items where id = $1';
    await client.unsafe(query, [1]);
    await plain.unsafe('alter table items add column note text');
    await plain.unsafe(`update items set note = 'new' where id = 1`);
    expect([...(await client.unsafe(query, [1]))]).toEqual([expect.objectContaining({ id: 1, name: 'a', note: 'new' })]);
  });
});
