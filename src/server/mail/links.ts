// Links in mails point at the office's configured portal address (PORTAL_URL_TEMPLATE with
// `{office}` replaced), never at the Host header of the request: a forged Host would otherwise
// send a customer's reset token to someone else's server.
export function portalLink(template: string, officeName: string, parameter: string, token: string): string {
  const url = new URL(template.replaceAll('{office}', officeName));
  url.searchParams.set(parameter, token);
  return url.toString();
}
