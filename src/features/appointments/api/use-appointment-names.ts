// Names of every appointment type (bookable or not: the office may plan a type the customer
// cannot book) and every resource, for the lists that show an appointment by its ids.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { getTypesAndResources } from './appointments-api';

export interface AppointmentNames {
  type(id: number): string | null;
  resource(id: number): string | null;
}

async function loadNames(signal: AbortSignal): Promise<{ types: Map<number, string>; resources: Map<number, string> }> {
  const [types, resources] = await getTypesAndResources(signal);
  return {
    types: new Map((types.data ?? []).flatMap((category) => category.types).map((type) => [type.id, type.name])),
    resources: new Map((resources.data ?? []).map((resource) => [resource.id, resource.name])),
  };
}

export const appointmentNamesQuery = () =>
  queryOptions({ queryKey: queryKeys.appointmentNames, queryFn: ({ signal }) => loadNames(signal), staleTime: 5 * 60_000 });

export function useAppointmentNames(): AppointmentNames {
  const names = useQuery(appointmentNamesQuery());
  return {
    type: (id) => names.data?.types.get(id) ?? null,
    resource: (id) => names.data?.resources.get(id) ?? null,
  };
}
