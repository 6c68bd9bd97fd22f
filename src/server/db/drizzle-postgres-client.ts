import type { ReservedSql, Sql } from 'postgres';

/**
 * The postgres.js client as drizzle gets it on PostgreSQL (decision 020). Two changes, both about
 * round trips, which dominate a request's cost here:
 *
 * - Statements are prepared. drizzle runs them through `unsafe(text, params, { prepare: false })`; for
 *   an unprepared statement with parameters postgres.js first asks the server for their types (Parse,
 *   Describe, Flush), waits, and only then sends the values: two round trips per statement. Prepared,
 *   the types are asked once per connection and text.
 * - BEGIN is not waited for. postgres.js's `begin` waits for BEGIN's answer before running the
 *   transaction's first statement; here BEGIN leaves with that statement, on a reserved connection.
 */
export function drizzlePostgresClient<T extends Sql>(client: T): T {
  // Made once: drizzle reads `unsafe` for every statement it runs.
  const unsafe = preparedUnsafe(client);
  const begin = (...args: unknown[]) =>
    pipelinedTransaction(client, args.at(-1) as (tx: TransactionClient) => Promise<unknown>);
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') return unsafe;
      if (property === 'begin') return begin;
      return Reflect.get(target, property, receiver);
    },
  });
}

const preparedUnsafe =
  (target: Pick<Sql, 'unsafe'>) => (query: string, params?: unknown[], options?: Record<string, unknown>) =>
    target.unsafe(query, params as never[], { ...options, prepare: true });

/** What drizzle calls on a transaction's client: statements, and savepoints for nested transactions. */
interface TransactionClient {
  unsafe: ReturnType<typeof preparedUnsafe>;
  savepoint<R>(callback: (tx: TransactionClient) => Promise<R>): Promise<R>;
}

async function pipelinedTransaction<R>(
  client: Sql,
  callback: (tx: TransactionClient) => Promise<R>,
): Promise<R> {
  const connection = await client.reserve();
  try {
    // Sent now and not awaited: the callback's first statement follows it on the same connection. A
    // failed BEGIN fails that statement too, and is rethrown below.
    const begun = connection.unsafe('begin').execute();
    begun.catch(() => {});
    try {
      const result = await callback(transactionClient(connection));
      await begun;
      await connection.unsafe('commit');
      return result;
    } catch (error) {
      await connection.unsafe('rollback').catch(() => {});
      await begun;
      throw error;
    }
  } finally {
    connection.release();
  }
}

function transactionClient(connection: ReservedSql): TransactionClient {
  let savepoints = 0;
  const tx: TransactionClient = {
    unsafe: preparedUnsafe(connection),
    async savepoint(callback) {
      const name = `s${++savepoints}`;
      await connection.unsafe(`savepoint ${name}`);
      try {
        return await callback(tx);
      } catch (error) {
        await connection.unsafe(`rollback to savepoint ${name}`);
        throw error;
      }
    },
  };
  return tx;
}

/**
 * A transaction of statements known in advance, in one round trip: BEGIN, the statements and COMMIT
 * leave together on one connection, so no lock a statement takes waits on the client. When a statement
 * fails, PostgreSQL skips nothing but runs the rest in an aborted transaction and answers the COMMIT
 * with a rollback; the first failure is thrown once every answer is in.
 */
export async function transactionInOneRoundTrip(
  client: Sql,
  statements: { sql: string; params: unknown[] }[],
): Promise<unknown[][]> {
  const connection = await client.reserve();
  try {
    const prepared = preparedUnsafe(connection);
    // execute() sends each now, in this order (a postgres.js query otherwise leaves when awaited).
    const sent = [connection.unsafe('begin').execute()];
    for (const s of statements) sent.push(prepared(s.sql, s.params).execute());
    sent.push(connection.unsafe('commit').execute());
    const answers = await Promise.allSettled(sent);
    const failed = answers.find((a) => a.status === 'rejected');
    if (failed) throw failed.reason;
    return answers.slice(1, -1).map((a) => [...((a as PromiseFulfilledResult<unknown[]>).value ?? [])]);
  } finally {
    connection.release();
  }
}
