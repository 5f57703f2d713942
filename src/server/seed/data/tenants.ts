// The demo offices with their catalogues, documents and customers. They are composed in the order
// the seed stores them, so the row ids records refer to are the ids they get (see ids.ts).
import type { DemoTenant } from '../types';
import { degroot } from './degroot';
import { RowIds } from './ids';
import { vandijk } from './vandijk';

const ids = new RowIds();

export const demoTenants: DemoTenant[] = [vandijk(ids), degroot(ids)];
