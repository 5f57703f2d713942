// Which kinds of server data the office allows, decided once from the resolved screens by the
// shell and read by every query. Outside a provider nothing may be fetched.
import { createContext, useContext, type ReactNode } from 'react';
import type { DataName } from '../config';

type DataAccess = (name: DataName) => boolean;

const DataAccessContext = createContext<DataAccess>(() => false);

export function DataAccessProvider({ allowed, children }: { allowed: DataAccess; children: ReactNode }) {
  return <DataAccessContext.Provider value={allowed}>{children}</DataAccessContext.Provider>;
}

export const useDataAccess = (): DataAccess => useContext(DataAccessContext);
