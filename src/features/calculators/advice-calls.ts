// The advice services' calls for the machines' actors: an answer, or why it failed (advice §8).
import { adviceClient } from '../../api/client';
import type { CalculateOutcome, ScenarioRequest } from './scenarios.machine';
import type { RefinanceOutcome, RefinanceRequest } from './refinance.machine';

type Failure = { kind: 'noLoanParts' } | { kind: 'failed' };

function failure(error: unknown): Failure {
  const code = (error as { error?: { code?: string } } | undefined)?.error?.code;
  return code === 'no_loan_parts' ? { kind: 'noLoanParts' } : { kind: 'failed' };
}

export async function calculateScenarios(apiKey: string, body: ScenarioRequest, signal?: AbortSignal): Promise<CalculateOutcome> {
  const { data, error } = await adviceClient.POST('/scenarios', { params: { query: { api_key: apiKey } }, body, signal });
  return data ? { kind: 'result', result: data.data.result } : failure(error);
}

export async function calculateRefinance(apiKey: string, body: RefinanceRequest, signal?: AbortSignal): Promise<RefinanceOutcome> {
  const { data, error } = await adviceClient.POST('/refinance', { params: { query: { api_key: apiKey } }, body, signal });
  return data ? { kind: 'result', result: data.data.result } : failure(error);
}

export async function sendScenariosLead(apiKey: string, body: ScenarioRequest): Promise<boolean> {
  const { data } = await adviceClient.POST('/scenarios', { params: { query: { api_key: apiKey } }, body });
  return data !== undefined;
}

export async function sendRefinanceLead(apiKey: string, body: RefinanceRequest): Promise<boolean> {
  const { data } = await adviceClient.POST('/refinance', { params: { query: { api_key: apiKey } }, body });
  return data !== undefined;
}

export const lenderImageUrl = (code: string, apiKey: string) =>
  `/advice/lender/${encodeURIComponent(code)}/image?api_key=${encodeURIComponent(apiKey)}`;
