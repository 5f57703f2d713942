// Times every database statement at the one place both engines share: the connection Kysely's
// driver hands out. The connection object itself is kept (drivers release it through private
// members), only its executeQuery is timed.
import type { DatabaseConnection, Dialect, Driver } from 'kysely';

export type QueryObserver = (seconds: number, failed: boolean) => void;

function timeConnection(connection: DatabaseConnection, observe: QueryObserver, timed: WeakSet<DatabaseConnection>) {
  if (timed.has(connection)) return connection;
  timed.add(connection);
  const execute = connection.executeQuery.bind(connection);
  connection.executeQuery = async (query) => {
    const start = process.hrtime.bigint();
    let failed = false;
    try {
      return await execute(query);
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      observe(Number(process.hrtime.bigint() - start) / 1e9, failed);
    }
  };
  return connection;
}

/** The dialect with each statement's time (and whether it failed) told to `observe`. */
export function timedDialect(dialect: Dialect, observe: QueryObserver): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: (): Driver => {
      const driver = dialect.createDriver();
      const timed = new WeakSet<DatabaseConnection>();
      const acquire = driver.acquireConnection.bind(driver);
      driver.acquireConnection = async () => timeConnection(await acquire(), observe, timed);
      return driver;
    },
  };
}
