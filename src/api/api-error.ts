/**
 * Reading the contract's one error body (`{ error: { code, message, status } }`) from whatever a
 * failed call answered: the body may also be plain text from a proxy in between, or nothing.
 */

export interface ApiErrorBody {
  code: string;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The code and message of a contract error body, or null for anything else. */
export function errorBody(error: unknown): ApiErrorBody | null {
  if (!isRecord(error) || !isRecord(error.error)) return null;
  const { code, message } = error.error;
  if (typeof code !== 'string') return null;
  return { code, message: typeof message === 'string' ? message : '' };
}

/** The error body of a response without consuming it for the caller. */
export async function readErrorBody(response: Response): Promise<ApiErrorBody | null> {
  try {
    return errorBody(await response.clone().json());
  } catch {
    return null;
  }
}
