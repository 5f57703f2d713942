// An office's appointment book. Bookings compete across customers for a resource's time, so the
// busy times of every customer are read here (times and resource only, never whose they are);
// reading, booking and cancelling one's own appointments stays bound to the customer.
import { json, type Db } from './database';
import type { AppointmentStatus, ResourceHoursJson } from './schema';

export interface BusyRow {
  resourceId: number;
  start: Date;
  blockedUntil: Date;
}

export interface AppointmentRow {
  id: number;
  data: Record<string, unknown>;
  resource_id: number | null;
  starts_at: Date | null;
  ends_at: Date | null;
  status: AppointmentStatus;
}

export interface NewAppointment {
  resourceId: number;
  start: Date;
  end: Date;
  blockedUntil: Date;
  data: Record<string, unknown>;
}

export class AppointmentBook {
  constructor(
    private readonly db: Db,
    readonly tenantId: number,
  ) {}

  type(id: number) {
    return this.db
      .selectFrom('appointment_types')
      .select(['id', 'category_id', 'data'])
      .where('tenant_id', '=', this.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  resources(): Promise<{ id: number; data: Record<string, unknown>; hours: ResourceHoursJson }[]> {
    return this.db.selectFrom('appointment_resources').select(['id', 'data', 'hours']).where('tenant_id', '=', this.tenantId).orderBy('id').execute();
  }

  /** Times taken on the resources between two instants: not cancelled, buffers included. */
  async busy(resourceIds: readonly number[], from: Date, to: Date): Promise<BusyRow[]> {
    if (resourceIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('appointments')
      .select(['resource_id', 'starts_at', 'blocked_until'])
      .where('tenant_id', '=', this.tenantId)
      .where('resource_id', 'in', [...resourceIds])
      .where('status', '!=', 'cancelled')
      .where('starts_at', '<', to)
      .where('blocked_until', '>', from)
      .execute();
    return rows.map((row) => ({ resourceId: row.resource_id!, start: row.starts_at!, blockedUntil: row.blocked_until! }));
  }

  /**
   * Books in one transaction. The resource's row is locked first (FOR UPDATE), so two bookings of
   * one resource run one after the other: the second sees the first's appointment in `busy` and
   * `check` refuses it. PGlite has one connection and runs transactions one at a time anyway.
   */
  book(customerId: number, booking: NewAppointment, check: (busy: BusyRow[]) => void): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('appointment_resources')
        .select('id')
        .where('tenant_id', '=', this.tenantId)
        .where('id', '=', booking.resourceId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      check(await new AppointmentBook(trx, this.tenantId).busy([booking.resourceId], booking.start, booking.blockedUntil));
      const row = await trx
        .insertInto('appointments')
        .values({
          tenant_id: this.tenantId,
          customer_id: customerId,
          data: json(booking.data),
          resource_id: booking.resourceId,
          starts_at: booking.start,
          ends_at: booking.end,
          blocked_until: booking.blockedUntil,
          status: 'approved',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  }

  private owned(customerId: number) {
    return this.db
      .selectFrom('appointments')
      .select(['id', 'data', 'resource_id', 'starts_at', 'ends_at', 'status'])
      .where('tenant_id', '=', this.tenantId)
      .where('customer_id', '=', customerId);
  }

  customerAppointments(customerId: number): Promise<AppointmentRow[]> {
    return this.owned(customerId).orderBy('starts_at').orderBy('id').execute() as Promise<AppointmentRow[]>;
  }

  customerAppointment(customerId: number, id: number): Promise<AppointmentRow | undefined> {
    return this.owned(customerId).where('id', '=', id).executeTakeFirst() as Promise<AppointmentRow | undefined>;
  }

  /**
   * Cancels one of the customer's appointments in one transaction: the row is locked, `check`
   * sees it as it is now (and throws to refuse), then it is marked cancelled. Answers the row as
   * it was, or undefined when the appointment is not the customer's.
   */
  cancel(customerId: number, id: number, now: Date, check: (row: AppointmentRow) => void): Promise<AppointmentRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const row = (await new AppointmentBook(trx, this.tenantId).owned(customerId).where('id', '=', id).forUpdate().executeTakeFirst()) as
        AppointmentRow | undefined;
      if (!row) return undefined;
      check(row);
      await trx
        .updateTable('appointments')
        .set({ status: 'cancelled', cancelled_at: now })
        .where('tenant_id', '=', this.tenantId)
        .where('id', '=', id)
        .execute();
      return row;
    });
  }
}
