/** The error-reporting settings the server gives the portal: empty when no DSN is set. */
export interface ReportingSettings {
  dsn?: string;
  tunnel?: string;
  release?: string;
  environment?: string;
}

/** /errors/config is operational, outside the contract, so it is read without the typed client. */
export async function reportingSettings(): Promise<ReportingSettings> {
  const answer = await fetch('/errors/config');
  return answer.ok ? ((await answer.json()) as ReportingSettings) : {};
}
