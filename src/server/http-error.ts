// Errors a handler throws on purpose: a status and a message key the portal can show.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: { field: string; code: string; message: string }[],
  ) {
    super(message);
  }
}

export const notFound = () => new HttpError(404, 'not_found', 'Not found');
export const unauthorized = (message = 'Authentication required') => new HttpError(401, 'login_error_noauth', message);
export const unknownOffice = () => new HttpError(404, 'unknown_office', 'Unknown office');
export const tooManyAttempts = () => new HttpError(429, 'too_many_attempts', 'Too many attempts; try again later');
