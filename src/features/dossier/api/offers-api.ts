// The offers the customer is to sign (issue 40, decision record 070): the list and the signature. Each write answers the signing machine's Outcome: a 403
// `step_up_required` asks for a fresh proof, any other refusal carries the server's message key.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../../generated/portal';
import { portalClient } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import type { Outcome } from '../../../lib/step-up.machine';

export type Offer = components['schemas']['Offer'];

export const offersQuery = () =>
  queryOptions({
    queryKey: queryKeys.offers,
    queryFn: async ({ signal }) => {
      const { data, error } = await portalClient.GET('/customer/offers', { signal });
      if (error !== undefined) throw new Error('offers');
      return data;
    },
  });

function outcome(result: { error?: { error: { code: string } }; response: Response }): Outcome<null> {
  if (result.response.ok) return { kind: 'done', value: null };
  const key = result.error?.error.code ?? 'other';
  return key === 'step_up_required' ? { kind: 'stepUp' } : { kind: 'refused', key };
}

export const offerCalls = {
  sign: async (id: number): Promise<Outcome<null>> =>
    outcome(await portalClient.POST('/customer/offers/{id}/signature', { params: { path: { id } }, body: { consent: true } })),
};

/** The offer's file as the document viewer opens it: the original, or the signed copy. */
export const offerDocument = (offer: Offer, signed: boolean) => ({
  id: offer.id,
  name: offer.name,
  mime_type: 'application/pdf',
  extension: 'pdf',
  link: `/customer/offers/${offer.id}/${signed ? 'signed_document' : 'document'}`,
  deletable: false,
  created_at: offer.completed_at ?? '',
  is_tenant_document: false,
});
