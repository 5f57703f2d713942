/**
 * Whether a failed call got no answer at all: fetch rejects with a TypeError when the server
 * cannot be reached (refused, reset, offline), and never for an answer, whatever its status.
 */
export function isUnreachable(error: unknown): boolean {
  return error instanceof TypeError;
}
