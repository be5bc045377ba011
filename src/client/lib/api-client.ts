// The one way the browser talks to the API (docs/product/ui-behaviour.md#requests-and-error-text): cookies on
// every request, JSON only when there is a body, and failures as ApiErrors.
import { apiUrl } from '@shared/api/api-url';
import type { ApiRoute, CallInput, EndpointAnswer, EndpointSpec } from '@shared/api/endpoint';
import type { TErrorBody } from '@shared/schemas/errors';

export type ApiErrorInit = {
  status: number;
  // The server's sentence, without the status: how it is shown is decided
  // where it is shown (src/client/lib/error-text.ts, docs/decisions/0025-client-boundaries-and-errors.md).
  message: string;
  code?: string | undefined;
  // Per-field messages from the server, e.g. { username: 'That username is already taken…' }.
  fieldErrors?: Record<string, string>;
};

// Written once in src/shared/api/api-url.ts, where the tests' typed caller reads it too.
export { apiUrl };

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fieldErrors: Record<string, string>;

  constructor({ status, message, code, fieldErrors = {} }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

// Read leniently: a proxy in between may answer with a body of its own.
type ErrorBody = { [K in keyof TErrorBody]?: unknown };

function parseErrorBody(text: string): ErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : null;
  } catch {
    return null;
  }
}

function toFieldErrors(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const raw = await res.text();
  const body = parseErrorBody(raw);
  // Our server answers {message, code, errors}; a human sentence reads better
  // in a toast than raw JSON (docs/decisions/0001-foundation.md, "Error text on the client").
  const text = typeof body?.message === 'string' && body.message ? body.message : raw || res.statusText;
  throw new ApiError({
    status: res.status,
    message: text,
    code: typeof body?.code === 'string' ? body.code : undefined,
    fieldErrors: toFieldErrors(body?.errors),
  });
}

// What a call may add to its request: headers of its own (an idempotency key)
// and a signal to cancel it (TanStack Query passes one).
export type RequestExtras = { headers?: Record<string, string>; signal?: AbortSignal };

export async function apiRequest(method: string, url: string, data?: unknown, { headers, signal }: RequestExtras = {}): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: { ...(data !== undefined && { 'Content-Type': 'application/json' }), ...headers },
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
    signal,
  });
  await throwIfResNotOk(res);
  return res;
}

type CallArgs<E> = object extends CallInput<E> ? [input?: CallInput<E> & RequestExtras] : [input: CallInput<E> & RequestExtras];

// The one typed way to call the API: the route comes from the generated list
// (`import * as api from '@shared/api/api-routes.generated'`), the input and
// the answer's type from its declaration in the endpoint table.
export async function callApi<E extends EndpointSpec>(route: ApiRoute<E>, ...[input]: CallArgs<E>): Promise<EndpointAnswer<E>> {
  const call = (input ?? {}) as { body?: unknown } & RequestExtras;
  const res = await apiRequest(route.method, apiUrl(route, call as never), call.body, call);
  return (res.status === 204 ? undefined : await res.json()) as EndpointAnswer<E>;
}
