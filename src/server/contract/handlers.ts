// Handler types derived from the generated operations: a handler's input and answer are the
// contract's, and a map missing an operation does not compile (or names it `notImplemented`).
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { OpenSessions } from '../auth/open-sessions';
import type { Config } from '../config';
import type { Readable } from 'node:stream';
import type { UploadedFile } from './multipart';
import type { StreamedLine } from './ndjson';
import type { CustomerScope } from '../db/customer-scope';
import type { TenantScope } from '../db/tenant-scope';
import type { OfficeScope } from '../db/office-scope';
import type { Db } from '../db/database';
import type { Mailer } from '../mail/types';
import type { TenantRow, Tenants } from '../tenants';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
// The fields of a multipart body; its file fields carry the file names (see multipart.ts); a
// streamed NDJSON body's lines as they are read and validated (see ndjson.ts).
type Body<T> = T extends { content: { 'application/json': infer B } }
  ? B
  : T extends { content: { 'multipart/form-data': infer B } }
    ? B
    : T extends { content: { 'application/x-ndjson': infer B } }
      ? AsyncIterable<StreamedLine<B>>
      : never;
type SuccessStatus = 200 | 201 | 202;
type Params<Op, Place extends string> = Op extends { parameters: { [K in Place]?: infer P } } ? NonNullable<P> : never;

export type AnswerOf<Op> = Op extends { responses: infer R } ? { [S in keyof R & SuccessStatus]: Json<R[S]> }[keyof R & SuccessStatus] : never;

export interface Input<Op> {
  params: Params<Op, 'path'>;
  query: Params<Op, 'query'>;
  /** Header names arrive lower-cased, whatever case the contract writes them in. */
  headers: { [K in keyof Params<Op, 'header'> as Lowercase<K & string>]: Params<Op, 'header'>[K] };
  body: Op extends { requestBody?: infer B } ? Body<NonNullable<B>> : never;
  /** Uploaded files of a multipart body (empty otherwise), checked for size, not yet for type. */
  files: UploadedFile[];
  /** The raw request, for the client's address. */
  request: FastifyRequest;
}

/** An answer that is not the operation's JSON 200: a file, a stream, or another status. */
export class RawReply {
  constructor(
    readonly status: number,
    readonly payload: Buffer | string | Readable | object | null,
    readonly headers: Record<string, string> = {},
  ) {}
}

export interface BaseContext {
  config: Config;
  log: FastifyBaseLogger;
  /** The office of the host's sub-domain, if the host has one. */
  hostTenant: TenantRow | null;
  /** Offices by id, name or code. */
  tenants: Tenants;
  /** Open sessions; a handler that revokes one tells it here. */
  sessions: OpenSessions;
  /** Office-wide data of a given office (public information only). */
  tenantScope(tenant: TenantRow): TenantScope;
  /** For the sign-in flows only, which must find an account before anyone is signed in. */
  accounts: Db;
  /** Outgoing mail (SMTP, or the local outbox). */
  mailer: Mailer;
}

export interface CustomerContext extends BaseContext {
  tenant: TenantRow;
  sessionId: string;
  /** The signed-in customer's data; the only way handlers reach customer records. */
  customer: CustomerScope;
  office: TenantScope;
}

/** A call of the office API: who made it and what it touched, for its audit entry. */
export interface OfficeCall {
  credentialId: number;
  tenantId: number;
  operationId: string;
  /** The records the call read or changed, as `kind:id`; handlers add to it. */
  records: string[];
  at: Date;
  address: string;
  /** Set once the call's audit entry is stored (a write stores it in its own transaction). */
  audited: boolean;
}

export interface OfficeContext extends BaseContext {
  tenant: TenantRow;
  /** The credential's office, the only one its handlers reach. */
  office: OfficeScope;
  call: OfficeCall;
}

export interface OptionalContext extends BaseContext {
  signedIn: CustomerContext | null;
}

type Answer<Op> = Promise<AnswerOf<Op> | RawReply>;
export type CustomerHandler<Op> = (input: Input<Op>, context: CustomerContext) => Answer<Op>;
export type PublicHandler<Op> = (input: Input<Op>, context: BaseContext) => Answer<Op>;
export type OptionalHandler<Op> = (input: Input<Op>, context: OptionalContext) => Answer<Op>;
export type OfficeHandler<Op> = (input: Input<Op>, context: OfficeContext) => Answer<Op>;

export const notImplemented = Symbol('not implemented');
export type NotImplemented = typeof notImplemented;

export type HandlerMap<Ops, Public extends string, Optional extends string> = {
  [K in keyof Ops & string]:
    NotImplemented | (K extends Public ? PublicHandler<Ops[K]> : K extends Optional ? OptionalHandler<Ops[K]> : CustomerHandler<Ops[K]>);
};

/** The office API's map: every operation takes an office credential. */
export type OfficeHandlerMap<Ops> = { [K in keyof Ops & string]: NotImplemented | OfficeHandler<Ops[K]> };

// Handlers are stored untyped once the map has been checked against the contract.
export type AnyHandler = (input: Input<unknown>, context: never) => Promise<unknown>;
