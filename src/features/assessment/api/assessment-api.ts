// The token that opens the data-retrieval service for the customer or the partner (advice §5).
import { portalClient } from '../../../api/client';
import type { TokenRequest } from '../assessment.machine';

export async function requestAssessmentToken(request: TokenRequest, signal?: AbortSignal): Promise<string> {
  const body = { type: request.type };
  const { data } = request.partner
    ? await portalClient.POST('/customer/customer/assessment_token/partner', { body, signal })
    : await portalClient.POST('/customer/customer/assessment_token', { body, signal });
  if (!data) throw new Error('no assessment token');
  return data.token;
}
