import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { usePortalData, type PortalData } from '../../api/portal-data';
import { queryKeys } from '../../api/query-keys';
import { getCatalogue, getWeekSlots, postBooking } from './api/appointments-api';
import { bookingMachine, type BookInput, type SlotsInput } from './booking.machine';

/** The booking machine with the real calls; a booking refreshes the appointments list and badge. */
export function useBooking() {
  const client = useQueryClient();
  // The booking names the customer (customer_id); reading it here keeps it in the cache.
  usePortalData('customer');
  const { i18n } = useTranslation();
  return useMachine(
    bookingMachine.provide({
      actors: {
        // The first step names the categories through the labels texts: fetched beside the
        // catalogue, so the step draws at once instead of hiding the screen while they come.
        loadCatalogue: fromPromise(async ({ signal }) => (await Promise.all([getCatalogue(signal), i18n.loadNamespaces('labels')]))[0]),
        loadSlots: fromPromise(({ input, signal }: { input: SlotsInput; signal: AbortSignal }) => getWeekSlots(input.typeId, input.week, new Date(), signal)),
        book: fromPromise(async ({ input, signal }: { input: BookInput; signal: AbortSignal }) => {
          const customer = client.getQueryData<PortalData['customer']>(queryKeys.data('customer'));
          if (!customer) throw new Error('the customer is not loaded');
          const appointment = await postBooking(customer.id, input, signal);
          void client.invalidateQueries({ queryKey: queryKeys.data('appointments') });
          return appointment;
        }),
      },
    }),
  );
}
