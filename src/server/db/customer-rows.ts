// The shapes of a customer's rows as CustomerScope (customer-scope.ts) reads and writes them.

export interface NewDocument {
  category: string;
  name: string;
  mime_type: string;
  extension: string;
  filesize: number;
  content: Buffer;
  deletable: boolean;
  data: Record<string, unknown>;
  idempotency_key: string | null;
}

export interface RecordRow {
  id: number;
  data: Record<string, unknown>;
  seen_at: Date | null;
  created_at: Date;
}
