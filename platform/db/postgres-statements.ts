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
      if (key === 'begin' || key === 'savepoint') {
        const open = value as Scoped;
        // The callback comes last, after optional transaction options or a savepoint name.
        return (...args: unknown[]) => {
          const callback = args.at(-1) as (scoped: Sql) => unknown;
          return open.apply(target, [...args.slice(0, -1), (scoped: Sql) => callback(withPreparedStatements(scoped))]);
        };
      }
      return typeof value === 'function' ? (value as Scoped).bind(target) : value;
    },
  });
