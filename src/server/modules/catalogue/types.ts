// Appointment categories and types through the office API, by the office's own ids. A type names
// its category and the advisors who offer it by their office ids; it is stored in the portal's
// own shape (core §3's AppointmentType), so the booking screens read it as they read the seed's.
import { isDeepStrictEqual } from 'node:util';
import type { components } from '../../../../generated/office';
import type { OfficeCatalogue, TypeRow } from '../../db/office-catalogue';
import { HttpError, notFound } from '../../http-error';
import { refused } from '../office';
import type { OfficeHandlers } from '../types';

type TypeFields = components['schemas']['TypeInput'];

const numbers = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []);

async function typeAnswer(catalogue: OfficeCatalogue, row: TypeRow) {
  const data = row.data as Omit<TypeFields, 'category' | 'advisors'> & { resourceIds?: unknown };
  const refs = await catalogue.advisorRefs(numbers(data.resourceIds));
  return {
    office_ref: row.office_ref!,
    id: row.id,
    category: (await catalogue.categoryRef(row.category_id)) ?? '',
    name: data.name,
    description: data.description ?? null,
    status: data.status ?? null,
    priceType: data.priceType ?? null,
    price: data.price ?? null,
    duration: data.duration,
    buffer: data.buffer ?? null,
    minTimeBeforeAppointment: data.minTimeBeforeAppointment ?? null,
    maxTimeBeforeAppointment: data.maxTimeBeforeAppointment ?? null,
    canBeBookedByConsumer: data.canBeBookedByConsumer,
    meeting: data.meeting,
    advisors: numbers(data.resourceIds).flatMap((id) => refs.get(id) ?? []),
  };
}

/** The type's stored data: the portal's fields, the advisors as portal ids (`resourceId` when one). */
async function typeData(catalogue: OfficeCatalogue, body: TypeFields) {
  const { category: _category, advisors, ...fields } = body;
  const ids = await catalogue.advisorIds(advisors);
  const unknown = advisors.findIndex((ref) => !ids.has(ref));
  if (unknown >= 0) throw refused(`body.advisors[${unknown}]`, 'advisor_unknown', 'names no advisor of the office');
  const resourceIds = advisors.map((ref) => ids.get(ref)!);
  return { ...fields, customFields: [], subTypes: [], resourceIds, resourceId: resourceIds.length === 1 ? resourceIds[0]! : null };
}

const inUse = (types: TypeRow[]) =>
  new HttpError(
    409,
    'appointment_category_in_use',
    `The category still has ${types.length} appointment types`,
    types.map((type) => ({ field: `types.${type.office_ref ?? type.id}`, code: 'appointment_type', message: String(type.data.name ?? '') })),
  );

export const catalogueTypeHandlers = {
  listAppointmentCategories: async (_input, { office, call }) => {
    const catalogue = office.catalogue();
    const rows = await catalogue.categories();
    const types = await catalogue.typesIn(rows.map((row) => row.id));
    call.records.push(...rows.map((row) => `appointment_category:${row.id}`));
    return rows.map((row) => ({
      office_ref: row.office_ref!,
      id: row.id,
      name: String(row.data.name ?? ''),
      types: types.filter((type) => type.category_id === row.id && type.office_ref).map((type) => type.office_ref!),
    }));
  },

  getAppointmentCategory: async ({ params }, { office, call }) => {
    const catalogue = office.catalogue();
    const row = await catalogue.category(params.ref);
    if (!row) throw notFound();
    call.records.push(`appointment_category:${row.id}`);
    const types = (await catalogue.typesIn([row.id])).flatMap((type) => type.office_ref ?? []);
    return { office_ref: row.office_ref!, id: row.id, name: String(row.data.name ?? ''), types };
  },

  putAppointmentCategory: async ({ params, body }, { office, call }) => {
    const data = { name: body.name, types: [] };
    const answer = await office.catalogue().write(
      () => ({ ...call, status: 200 }),
      async (catalogue) => {
        const stored = await catalogue.category(params.ref);
        const id = stored && isDeepStrictEqual(stored.data, data) ? stored.id : await catalogue.putCategory(params.ref, data);
        call.records.push(`appointment_category:${id}`);
        const types = (await catalogue.typesIn([id])).flatMap((type) => type.office_ref ?? []);
        return { office_ref: params.ref, id, name: body.name, types };
      },
    );
    call.audited = true;
    return answer;
  },

  deleteAppointmentCategory: async ({ params }, { office, call }) => {
    await office.catalogue().write(
      () => ({ ...call, status: 200 }),
      async (catalogue) => {
        const row = await catalogue.category(params.ref);
        if (!row) throw notFound();
        // Types go with their category (a cascading key): refused rather than lost unasked.
        const types = await catalogue.typesIn([row.id]);
        if (types.length) throw inUse(types);
        call.records.push(`appointment_category:${row.id}`);
        await catalogue.deleteCategory(row.id);
      },
    );
    call.audited = true;
    return { success: true };
  },

  listAppointmentTypes: async (_input, { office, call }) => {
    const catalogue = office.catalogue();
    const rows = await catalogue.types();
    call.records.push(...rows.map((row) => `appointment_type:${row.id}`));
    return Promise.all(rows.map((row) => typeAnswer(catalogue, row)));
  },

  getAppointmentType: async ({ params }, { office, call }) => {
    const catalogue = office.catalogue();
    const row = await catalogue.type(params.ref);
    if (!row) throw notFound();
    call.records.push(`appointment_type:${row.id}`);
    return typeAnswer(catalogue, row);
  },

  putAppointmentType: async ({ params, body }, { office, call }) => {
    const answer = await office.catalogue().write(
      () => ({ ...call, status: 200 }),
      async (catalogue) => {
        const category = await catalogue.category(body.category);
        if (!category) throw refused('body.category', 'appointment_category_unknown', 'names no category of the office');
        const data = await typeData(catalogue, body);
        const stored = await catalogue.type(params.ref);
        const unchanged = stored && stored.category_id === category.id && isDeepStrictEqual(stored.data, data);
        const id = unchanged ? stored.id : await catalogue.putType(params.ref, category.id, data);
        call.records.push(`appointment_type:${id}`);
        return typeAnswer(catalogue, { id, office_ref: params.ref, category_id: category.id, data });
      },
    );
    call.audited = true;
    return answer;
  },

  deleteAppointmentType: async ({ params }, { office, call }) => {
    await office.catalogue().write(
      () => ({ ...call, status: 200 }),
      async (catalogue) => {
        const row = await catalogue.type(params.ref);
        if (!row) throw notFound();
        call.records.push(`appointment_type:${row.id}`);
        await catalogue.deleteType(row.id);
      },
    );
    call.audited = true;
    return { success: true };
  },
} satisfies Partial<OfficeHandlers>;
