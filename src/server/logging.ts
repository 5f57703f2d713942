// Logger options: secrets never reach the log. Bodies are not logged by default; should one ever
// be (an error with its request), every field that carries a password, code or token is
// redacted, and the token of a password link opened in the browser is masked in logged URLs.
import type { FastifyRequest } from 'fastify';

const secretFields = ['password', 'current_password', 'new_password', 'new_password_confirmation', 'otp', 'token', 'refresh_token', 'access_token', 'number'];
const secretParameters = ['reset_password', 'register', 'token'];

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...secretFields.flatMap((field) => [`body.${field}`, `req.body.${field}`, `request.body.${field}`]),
];

/** The URL with the values of token-carrying query parameters replaced. */
export function maskUrl(url: string): string {
  const [path, query] = url.split(/\?(.*)/s, 2);
  if (!query) return url;
  const parameters = new URLSearchParams(query);
  for (const name of secretParameters) if (parameters.has(name)) parameters.set(name, '[Redacted]');
  return `${path}?${parameters.toString()}`;
}

export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    redact: redactPaths,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
