// The shape of one API endpoint, declared once in the endpoint table
// (src/shared/api/endpoints/*.ts) and read by everything that needs it: the
// server registers its routes from it, the browser's typed caller builds its
// addresses and answer types from it, the OpenAPI document is generated from
// it, and the authorization matrix and fuzz tests enumerate it
// (docs/decisions/0054-endpoint-table.md).
import type { z } from 'zod';
import type { TRole } from '../schemas/auth.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// Who may call it. The server turns this into the route's first hook, so a
// visitor gets 401 and a wrong role 403 before anything sent is read.
export type EndpointAccess = 'public' | 'signed-in' | readonly [TRole, ...TRole[]];

// The two sides of a session, without admins: messages and reports are theirs.
export const CLIENTS_AND_COACHES = ['client', 'coach'] as const satisfies EndpointAccess;

// The abuse limits an endpoint counts against (src/server/http/rate-limit/rules.ts).
export const LIMIT_CLASSES = ['login', 'register', 'profileImage', 'bookingCreate', 'report', 'messageSend', 'busyCalendarSync'] as const;
export type LimitClass = (typeof LIMIT_CLASSES)[number];

export type EndpointSpec = {
  readonly method: HttpMethod;
  // Fastify's form: '/api/bookings/:id'.
  readonly path: string;
  // One line for the API reference.
  readonly summary: string;
  readonly access: EndpointAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  // The answers by status. JSON unless `produces` names another type, in
  // which case the schema describes the document for the reference only.
  readonly responses: { readonly [status: number]: z.ZodType };
  readonly produces?: string;
  // The body is read as raw bytes (a signed webhook delivery), not JSON.
  readonly rawBody?: true;
  readonly limit?: LimitClass;
};

// A feature's endpoints under one heading of the reference. Names are unique
// across the whole table (src/shared/api/endpoint-table.ts checks it).
export type EndpointGroup<T extends Record<string, EndpointSpec> = Record<string, EndpointSpec>> = {
  readonly tag: string;
  readonly endpoints: T;
};

export function defineEndpoints<const T extends Record<string, EndpointSpec>>(tag: string, endpoints: T): EndpointGroup<T> {
  return { tag, endpoints };
}

type SuccessStatus = 200 | 201 | 202 | 204;
type Field<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodType } ? S : undefined;

// What the server's handler receives (after validation) and may return.
export type EndpointParams<E> = Field<E, 'params'> extends z.ZodType ? z.output<Field<E, 'params'>> : unknown;
export type EndpointQuery<E> = Field<E, 'query'> extends z.ZodType ? z.output<Field<E, 'query'>> : unknown;
export type EndpointBody<E> = Field<E, 'body'> extends z.ZodType ? z.output<Field<E, 'body'>> : unknown;
type Responses<E> = E extends { readonly responses: infer R } ? R : never;
export type EndpointReply<E> = {
  [S in keyof Responses<E>]: S extends SuccessStatus ? (Responses<E>[S] extends z.ZodType ? z.input<Responses<E>[S]> : never) : never;
}[keyof Responses<E>];

// What the browser sends and gets back.
export type EndpointAnswer<E> = {
  [S in keyof Responses<E>]: S extends SuccessStatus ? (Responses<E>[S] extends z.ZodType ? z.output<Responses<E>[S]> : never) : never;
}[keyof Responses<E>];

type PathValues<S> = S extends z.ZodType ? { [K in keyof z.input<S>]: string | number } : never;
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
type Sent<E, K extends 'params' | 'query' | 'body', V> = Field<E, K> extends z.ZodType ? { [P in K]: V } : { [P in K]?: undefined };
export type CallInput<E> = Sent<E, 'params', PathValues<Field<E, 'params'>>> &
  Sent<E, 'query', Field<E, 'query'> extends z.ZodType ? z.input<Field<E, 'query'>> : never> &
  Sent<E, 'body', Field<E, 'body'> extends z.ZodType ? z.input<Field<E, 'body'>> : never>;

// The light half of an endpoint the browser bundles: its method and path as
// data, and the rest of its declaration as a type only, so no schema (and no
// zod) is shipped to read an answer. Generated (src/shared/api/api-routes.generated.ts).
export type ApiRoute<E extends EndpointSpec = EndpointSpec> = {
  readonly method: E['method'];
  readonly path: E['path'];
  // Never set: it carries the declaration's type to the caller.
  readonly endpoint?: E;
};
