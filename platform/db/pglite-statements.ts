import { messages, parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type RowDescription = InstanceType<typeof messages.RowDescriptionMessage>;
type Parser = PGlite['parsers'][number];

/** A statement the embedded database has parsed and planned once, kept under its own name. */
interface Prepared {
  name: string;
  /** The parameters' types, as the database resolved them: each value is serialised for its type. */
  paramTypes: number[];
  /** The columns of its rows (none for a statement without rows). */
  columns: BackendMessage | undefined;
  columnTypes: number[];
}

/** A statement outside any transaction, waiting for its turn at the database. */
interface Waiting {
  text: string;
  params: unknown[] | undefined;
  options: QueryOptions | undefined;
  settle(outcome: Outcome): void;
}

type Outcome = { ok: true; value: Results<unknown> } | { ok: false; error: unknown };

const outcomeOf = (result: Promise<Results<unknown>>): Promise<Outcome> =>
  result.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );

/** The most statements one turn runs before the locks are let go. */
const TURN_MAX = 64;

/** How many statements stay prepared; the least recently used one is closed beyond this. */
const PREPARED_STATEMENTS_MAX = 256;

/** A prepared statement the database no longer has, or whose rows changed shape (a schema change): parsed again. */
const STALE_STATEMENT = new Set(['26000', '0A000']);

const { serialize } = protocol;

const joined = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
};

/** The error the client's own `query` throws, so that callers read the same fields. */
const asQueryError = (err: unknown, query: string, params: unknown[], options: QueryOptions | undefined) => {
  if (err instanceof messages.DatabaseError) Object.assign(err, { query, params, queryOptions: options });
  return err;
};

/**
 * PGlite's `query` parses, plans, binds and runs an unnamed statement every time, and the parsing
 * and planning cost several times what running a short statement does. This client keeps each SQL
 * text it runs as a named prepared statement, as postgres.js does on a PostgreSQL connection: the
 * next call with the same text only binds and runs it, in one message. Results and errors are
 * those of the client's own `query`, and it keeps the client's locks: a statement outside a
 * transaction waits for any transaction in progress, one inside it runs in it.
 */
export const withPreparedStatements = (client: PGlite, max = PREPARED_STATEMENTS_MAX): PGlite => {
  // One wrapper per client: two would give their statements the same names.
  let wrapped = wrappers.get(client);
  if (!wrapped) wrappers.set(client, (wrapped = preparing(client, max)));
  return wrapped;
};

const wrappers = new WeakMap<PGlite, PGlite>();

const preparing = (client: PGlite, max: number): PGlite => {
  const prepared = new Map<string, Prepared>();
  /** Statements dropped from the cache, closed with the next message the database receives. */
  let closing: Uint8Array[] = [];
  let count = 0;

  const prepare = async (text: string): Promise<Prepared> => {
    const name = `p${++count}`;
    const message = joined([...closing, serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]);
    closing = [];
    const answer = await client.execProtocolStream(message, { syncToFs: false });
    const columns = answer.find((m): m is RowDescription => m.name === 'rowDescription');
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(answer),
      columns,
      columnTypes: [...new Set(columns?.fields.map((field) => field.dataTypeID))],
    };
    prepared.set(text, statement);
    if (prepared.size > max) {
      const [oldest, { name: dropped }] = prepared.entries().next().value!;
      prepared.delete(oldest);
      closing.push(serialize.close({ type: 'S', name: dropped }));
    }
    return statement;
  };

  /*
   * The parser of each column: the caller's for its type, else the client's. The client's own
   * `query` merges the two tables whole on every call (hundreds of array types); only the
   * statement's columns matter.
   */
  const parsersOf = (statement: Prepared, options: QueryOptions | undefined): Record<number, Parser> => {
    const out: Record<number, Parser> = {};
    for (const type of statement.columnTypes) {
      const parser = options?.parsers?.[type] ?? client.parsers[type];
      if (parser) out[type] = parser;
    }
    return out;
  };

  const run = async <T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> => {
    let statement = prepared.get(text);
    if (statement) {
      // Most recently used last: the first entry is the one to close.
      prepared.delete(text);
      prepared.set(text, statement);
    } else statement = await prepare(text);
    const { paramTypes } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[paramTypes[i]!] ?? client.serializers[paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const answer = await client.execProtocolStream(joined([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]), {
      syncToFs: false,
    });
    return parse.parseResults(
      statement.columns ? [statement.columns, ...answer] : answer,
      parsersOf(statement, options),
      options?.rowMode ? { rowMode: options.rowMode } : {},
    )[0] as Results<T>;
  };

  /** Runs `text`; a stale statement is parsed again once, where the caller's transaction allows it. */
  const runFresh = async <T>(text: string, params: unknown[] = [], options: QueryOptions | undefined, retry: boolean): Promise<Results<T>> => {
    try {
      return await run<T>(text, params, options);
    } catch (err) {
      if (!(err instanceof messages.DatabaseError) || !STALE_STATEMENT.has(err.code ?? '')) throw asQueryError(err, text, params, options);
      const stale = prepared.get(text);
      if (stale) {
        prepared.delete(text);
        closing.push(serialize.close({ type: 'S', name: stale.name }));
      }
      if (!retry) throw asQueryError(err, text, params, options);
      return runFresh(text, params, options, false);
    }
  };

  /** Files and custom parameter types go the client's own way. */
  const ownWay = (options: QueryOptions | undefined) => options?.blob !== undefined || options?.paramTypes !== undefined;

  const waiting: Waiting[] = [];
  let taking = false;

  /*
   * Statements outside a transaction take the client's two locks (no transaction in progress, no
   * other statement running) in turns. The statements waiting when a turn gets the locks run in it
   * one after another, each in its own implicit transaction as the client's `query` runs it, and
   * the files are synced at its end, before any of them answers. Locking once per turn rather than
   * once per statement is most of what a busy server saves; a transaction waiting for the locks
   * gets them between two turns.
   */
  const takeTurns = async () => {
    try {
      while (waiting.length) {
        let turn: Waiting[] = [];
        const outcomes: Outcome[] = [];
        try {
          await client._checkReady();
          await client._runExclusiveTransaction(() =>
            client._runExclusiveQuery(async () => {
              turn = waiting.splice(0, TURN_MAX);
              for (const w of turn) outcomes.push(await outcomeOf(runFresh(w.text, w.params, w.options, true)));
              await client.syncToFs();
            }),
          );
        } catch (error) {
          // A closed client, or a failed sync: every statement of the turn that did not fail on its own fails with it.
          if (!turn.length) turn = waiting.splice(0, TURN_MAX);
          for (let i = 0; i < turn.length; i++) if (outcomes[i]?.ok !== false) outcomes[i] = { ok: false, error };
        }
        turn.forEach((w, i) => w.settle(outcomes[i]!));
      }
    } finally {
      taking = false;
    }
  };

  const query = <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    if (ownWay(options)) return client.query<T>(text, params, options);
    return new Promise<Results<T>>((resolve, reject) => {
      waiting.push({ text, params, options, settle: (o) => (o.ok ? resolve(o.value as Results<T>) : reject(o.error)) });
      if (!taking) {
        taking = true;
        void takeTurns();
      }
    });
  };

  const inTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, key, receiver) {
        if (key !== 'query') return Reflect.get(target, key, receiver) as unknown;
        return async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
          if (ownWay(options) || target.closed) return target.query<T>(text, params, options);
          // An error aborts the transaction: no second attempt inside it.
          return client._runExclusiveQuery(() => runFresh<T>(text, params, options, false));
        };
      },
    });

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => client.transaction((tx) => callback(inTransaction(tx)));

  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      if (key === 'transaction') return transaction;
      const value = Reflect.get(target, key, target) as unknown;
      // Methods run on the client itself: its private state is not reachable through a proxy.
      return typeof value === 'function' && key !== 'constructor' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
};
