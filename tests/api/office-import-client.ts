// The office's NDJSON import as a client calls it in the API tests: the file posted, the answer's
// lines parsed.
type Json = Record<string, unknown>;
export interface ImportAnswerLine {
  line: number;
  ref: string | null;
  result: string;
  errors?: { field: string; code: string; message: string }[];
}

export const ndjson = (lines: (Json | string)[]) => lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n') + '\n';

export async function importInto(
  baseUrl: string,
  secret: string,
  body: string,
  host = 'localhost',
): Promise<{ status: number; results: ImportAnswerLine[]; text: string }> {
  const response = await fetch(`${baseUrl}/office/v1/customers/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/x-ndjson', host },
    body,
  });
  const text = await response.text();
  const results = response.ok
    ? text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as ImportAnswerLine)
    : [];
  return { status: response.status, results, text };
}
