// Row ids the seed will give records, so records can refer to each other (a document attached to
// a mortgage, a mail attachment opening a document, an appointment of a type). The seed empties
// every table with RESTART IDENTITY and stores office by office, customer by customer, each list
// in order (seed/index.ts), so each table counts from 1 in that order. Offices and customers are
// composed through RowIds in the same order, which hands every builder the ids its rows will get.
import type { DemoCustomer } from '../types';

/** Tables whose row ids records refer to. */
const counted = [
  'customers',
  'mortgages',
  'policies',
  'damages',
  'tasks',
  'signals',
  'notes',
  'mails',
  'appointments',
  'documents',
  'appointment_resources',
  'appointment_types',
] as const;
type Counted = (typeof counted)[number];

/** Ids of an office's appointment catalogue, in catalogue order. */
export interface CatalogueIds {
  resources: number[];
  /** Appointment type ids in the order of the categories and their types. */
  types: number[];
}

/** The ids a customer's rows get: the customer's own id and the first id of each list. */
export interface CustomerIds {
  customer: number;
  mortgages: number;
  policies: number;
  damages: number;
  tasks: number;
  signals: number;
  notes: number;
  mails: number;
  appointments: number;
  documents: number;
  catalogue: CatalogueIds;
}

export class RowIds {
  private next = Object.fromEntries(counted.map((table) => [table, 1])) as Record<Counted, number>;

  /** Reserves `count` rows of a table; answers the first id (the others follow on). */
  take(table: Counted, count: number): number {
    const first = this.next[table];
    this.next[table] += count;
    return first;
  }

  /** Builds a customer with the ids its rows will get, then reserves those rows. */
  customer(catalogue: CatalogueIds, build: (ids: CustomerIds) => DemoCustomer): DemoCustomer {
    const ids: CustomerIds = {
      customer: this.next.customers,
      mortgages: this.next.mortgages,
      policies: this.next.policies,
      damages: this.next.damages,
      tasks: this.next.tasks,
      signals: this.next.signals,
      notes: this.next.notes,
      mails: this.next.mails,
      appointments: this.next.appointments,
      documents: this.next.documents,
      catalogue,
    };
    const customer = build(ids);
    this.take('customers', 1);
    this.take('mortgages', customer.mortgages.length);
    this.take('policies', customer.policies.length);
    this.take('damages', customer.damages.length);
    // A published offer adds its PDF and each signer's task (seed/offer.ts), after the partner's
    // customer row, which has no records of its own.
    const offers = customer.offer ? 1 : 0;
    const signers = customer.offer ? (customer.offer.partner ? 2 : 1) : 0;
    this.take('tasks', customer.tasks.length + signers);
    this.take('signals', customer.signals.length);
    this.take('notes', customer.notes.length);
    this.take('mails', customer.mails.length);
    this.take('appointments', customer.appointments.length);
    this.take('documents', customer.documents.length + offers);
    return customer;
  }
}

/**
 * Ids of records nested inside a stored record (loan parts, progress steps, attachments, children
 * of a package): the owner's row id times 100 plus a position, unique per kind and stable.
 */
export function nestedId(ownerId: number, position: number): number {
  return ownerId * 100 + position;
}

/** The id at a position of a list of ids; the demo data is wrong when it is missing. */
export function idAt(list: number[], index: number): number {
  const id = list[index];
  if (id === undefined) throw new Error(`Demo data refers to catalogue entry ${index}, which does not exist`);
  return id;
}
