import type { Sql } from 'postgres';

/**
 * The most parameters a statement may carry and still be kept prepared. Longer lists (a bulk
 * insert, an `in` over a whole team) change length from one call to the next, so each would be a
 * statement of its own, kept on the connection and used once.
 */
export const PREPARED_PARAMETERS_MAX = 64;

type Unsafe = Sql['unsafe'];
type Scoped = (...args: unknown[]) => unknown;

/**
 * A PostgreSQL client on which every statement of `PREPARED_PARAMETERS_MAX` parameters or fewer
 * stays prepared on its connection, named by its text.
 *
 * Drizzle asks postgres.js to prepare only the queries it names. Any other statement with
 * parameters costs two round trips (the server describes it, then runs it) and is parsed and
 * planned again each time. Prepared, a statement the connection has seen costs one round trip and
 * no parsing. postgres.js keeps one table of statements per connection and starts again with each
 * new connection (every 30 to 60 minutes), so the table stays small; a statement whose plan the
 * schema made stale is prepared again by postgres.js itself.
 *
 * The transactions and savepoints the client opens hand their callbacks a client that prepares too.
 */
export const withPreparedStatements = <T extends Sql>(client: T): T =>
  new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (key === 'unsafe') {
        const unsafe = value as Unsafe;
        return ((query: string, params?: unknown[], options?: Parameters<Unsafe>[2]) =>
          unsafe.call(target, query, params as never, {
            ...options,
            prepare: (params?.length ?? 0) <= PREPARED_PARAMETERS_MAX,
          })) as Unsafe;
      }
      if (key === 'begin') {
        // The callback comes last, after optional transaction options.
        return (...args: unknown[]) => {
          const callback = args.at(-1) as (scoped: Sql) => unknown;
          const mode = args.length > 1 ? String(args[0]) : '';
          return onReservedConnection(target, mode, callback);
        };
      }
      return typeof value === 'function' ? (value as Scoped).bind(target) : value;
    },
  });

type InTransaction<T> = (scoped: Sql) => T;

/** A control statement (begin, commit, savepoints): never kept prepared. */
const control = (connection: Sql, text: string) => connection.unsafe(text, [], { prepare: false });

/**
 * A transaction on a connection reserved for it first. postgres.js 3.4.9's own `begin` can send
 * `BEGIN` on a connection without reserving it when that statement fills the connection's
 * pipeline or meets back-pressure (porsager/postgres#1189): the transaction then fails, and the
 * connection goes back to the pool still inside it, where other statements would run in it. A
 * reserved connection is one no other statement is sent on until it is released, and it is
 * released only once the transaction has ended.
 */
const onReservedConnection = async <T>(client: Sql, mode: string, callback: InTransaction<T>): Promise<T> => {
  const connection = await client.reserve();
  let savepoints = 0;
  const scoped: Sql = new Proxy(withPreparedStatements(connection), {
    get(target, key) {
      if (key !== 'savepoint') return Reflect.get(target, key, target);
      // Drizzle's nested transactions: `savepoint(callback)`, rolled back to on failure.
      return async <R>(run: InTransaction<R>): Promise<R> => {
        const name = `s${savepoints++}`;
        await control(connection, `savepoint ${name}`);
        try {
          const result = await run(scoped);
          await control(connection, `release savepoint ${name}`);
          return result;
        } catch (error) {
          await control(connection, `rollback to savepoint ${name}`);
          throw error;
        }
      };
    },
  });
  try {
    await control(connection, `begin ${mode.replace(/[^a-z ]/gi, '')}`);
    let result: T;
    try {
      result = await callback(scoped);
    } catch (error) {
      await control(connection, 'rollback');
      throw error;
    }
    await control(connection, 'commit');
    return result;
  } finally {
    connection.release();
  }
};
