// The record kinds a line of the import may carry (decision record 050): the line's field, as
// openapi/components/office-import.yaml names it, and the kind's own write function, the one its
// single put uses. A new kind is one property of ImportLine in the contract and one entry here.
import type { components } from '../../../../../generated/office';
import type { OfficeScope } from '../../../db/office-scope';
import { writeDamage } from '../damages';
import { writeMortgage } from '../mortgages';
import { writePolicy } from '../policies';
import type { Result } from '../records';

type ImportLine = components['schemas']['ImportLine'];
/** The line's fields that hold records: every field but the customer's own. */
export type RecordField = Exclude<keyof ImportLine, 'ref' | 'customer'>;
type RecordOf<Field extends RecordField> = NonNullable<ImportLine[Field]>[number];

/** What a write did, and the record's `kind:id` for the audit trail. */
export interface Written {
  result: Result;
  name: string;
  id: number;
}

export type KindWrite<Field extends RecordField> = (office: OfficeScope, customerRef: string, entry: RecordOf<Field>) => Promise<Written>;

export const importKinds: { [Field in RecordField]: KindWrite<Field> } = {
  mortgages: (office, customerRef, entry) => writeMortgage(office, customerRef, entry.ref, entry.record),
  policies: (office, customerRef, entry) => writePolicy(office, customerRef, entry.ref, entry.record),
  damages: (office, customerRef, entry) => writeDamage(office, customerRef, entry.ref, entry.record),
};
