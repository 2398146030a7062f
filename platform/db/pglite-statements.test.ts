import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglite-statements.ts';

/** What a caller reads of a result: rows, columns, counts. */
const seen = ({ rows, fields, affectedRows, rowCount }: { rows: unknown[]; fields: unknown[]; affectedRows?: number; rowCount?: number }) => ({
  rows,
  fields,
  affectedRows,
  rowCount,
});

/** The statements prepared on `client` that read `column` of the items table, by name. */
const preparedNames = async (client: PGlite, ...columns: string[]) =>
  (await client.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements order by name')).rows
    .filter((r) => columns.some((column) => r.statement === `select ${column} from items where id = $1`))
    .map((r) => `${r.name} ${r.statement.split(' ')[1]}`);

// One database for the file (a PGlite takes seconds to start), the table made anew for each test;
// at most three statements stay prepared.
describe('PGlite with prepared statements', () => {
  const client = new PGlite();
  const db = withPreparedStatements(client, 3);

  beforeAll(() => client.waitReady);
  afterAll(async () => {
    if (!client.closed) await client.close();
  });

  beforeEach(async () => {
    await client.exec(`
      drop table if exists items;
      create table items (id serial primary key, name text not null unique, price bigint, tags text[], data jsonb, raw bytea, at timestamptz);
      insert into items (name, price, tags, data, raw, at) values ('a', 100, '{x,y}', '{"k":1}', '\\x0102', '2026-01-02T03:04:05Z'), ('b', null, '{}', null, null, null);
    `);
  });

  it('answers what the client itself answers, for reads and writes, with the caller’s parsers', async () => {
    const reads: [string, unknown[], QueryOptions?][] = [
      ['select * from items order by id', []],
      ['select name, price from items where id = $1', [1], { rowMode: 'array' }],
      ['select at from items where at < $1', [new Date('2027-01-01T00:00:00Z')], { parsers: { [types.TIMESTAMPTZ]: (v: string) => `at ${v}` } }],
      ['select count(*)::int as n from items where tags @> $1 and data = $2', [['x'], { k: 1 }]],
      ['select raw from items where raw = $1', [new Uint8Array([1, 2])]],
      ['select $1::text as nothing', [null]],
    ];
    for (const [text, params, options] of reads) {
      expect(seen(await db.query(text, params, options)), text).toEqual(seen(await client.query(text, params, options)));
    }
    expect(seen(await db.query('update items set price = price + $1 where price is not null', [5]))).toMatchObject({ affectedRows: 1 });
    expect((await db.query('insert into items (name) values ($1), ($2) returning id', ['c', 'd'])).rows).toHaveLength(2);
    expect((await client.query('select price from items where id = 1')).rows).toEqual([{ price: 105 }]);
  });

  it('keeps each statement prepared, and closes the least recently used one past its limit', async () => {
    const all = ['name', 'price', 'tags', 'data', 'raw'];
    const read = (column: string) => db.query(`select ${column} from items where id = $1`, [1]);
    for (const column of ['name', 'name', 'price', 'tags', 'name', 'data']) await read(column);
    // name was used again after price and tags: price, the least recently used, is dropped.
    const names = (await preparedNames(client, ...all)).map((n) => n.split(' ')[1]);
    expect(names.sort()).toEqual(['data', 'name', 'price', 'tags']);
    await read('raw');
    // Closed with the next statement prepared: price is gone, tags (dropped now) goes next time.
    expect((await preparedNames(client, ...all)).map((n) => n.split(' ')[1]).sort()).toEqual(['data', 'name', 'raw', 'tags']);
    expect((await read('price')).rows).toEqual([{ price: 100 }]);
    expect((await preparedNames(client, ...all)).map((n) => n.split(' ')[1]).sort()).toEqual(['data', 'name', 'price', 'raw']);
  });

  it('fails as the client fails, and stays usable', async () => {
    const error = await db.query('insert into items (name) values ($1)', ['a']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: 'insert into items (name) values ($1)', params: ['a'] });
    await expect(db.query('select nope from items')).rejects.toMatchObject({ code: '42703' });
    expect((await db.query('select count(*)::int as n from items')).rows).toEqual([{ n: 2 }]);
  });

  it('prepares a statement again when the schema changed its rows', async () => {
    expect((await db.query('select * from items where id = $1', [1])).fields).toHaveLength(7);
    await client.exec('alter table items add column stock int');
    expect((await db.query('select * from items where id = $1', [1])).fields).toHaveLength(8);
  });

  it('runs statements inside a transaction in it, and a failed one rolls the transaction back', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into items (name) values ($1)', ['in']);
      expect((await tx.query('select count(*)::int as n from items')).rows).toEqual([{ n: 3 }]);
    });
    const failed = db.transaction(async (tx) => {
      await tx.query('insert into items (name) values ($1)', ['lost']);
      await tx.query('insert into items (name) values ($1)', ['a']);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect((await db.query('select name from items order by id')).rows.map((r) => (r as { name: string }).name)).toEqual(['a', 'b', 'in']);
  });

  it('waits for a transaction in progress: no statement runs inside another caller’s transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const tx = db.transaction(async (t) => {
      await t.query('insert into items (name) values ($1)', ['pending']);
      await held;
      order.push('commit');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const reads = Promise.all(
      Array.from({ length: 5 }, async () => {
        const { rows } = await db.query('select count(*)::int as n from items');
        order.push('read');
        return rows;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await tx;
    // The reads ran after the commit, and saw it.
    expect(await reads).toEqual(Array.from({ length: 5 }, () => [{ n: 3 }]));
    expect(order).toEqual(['commit', 'read', 'read', 'read', 'read', 'read']);
  });

  // Last: it closes the file's database.
  it('refuses statements once the client is closed', async () => {
    await client.close();
    await expect(db.query('select 1')).rejects.toThrow();
  });
});
