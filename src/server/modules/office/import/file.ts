// An import file's lines as the endpoint reads its body (decision record 050): the operator's
// command validates with the same contract table, line schema and line limit.
import officeTable from '../../../../../generated/server/office.json' with { type: 'json' };
import type { components } from '../../../../../generated/office';
import { ndjsonLines } from '../../../contract/ndjson';
import type { RouteTable } from '../../../contract/route-table';
import { validatorFor } from '../../../contract/validator';

export function importFileLines(body: AsyncIterable<Buffer | string>) {
  const table = officeTable as unknown as RouteTable;
  const lines = table.routes.find((route) => route.operationId === 'importCustomers')!.lines!;
  return ndjsonLines<components['schemas']['ImportLine']>(body, lines.maxLineBytes, validatorFor(table.definitions)(lines.schema, 'exact'));
}
