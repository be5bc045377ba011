// Every failure leaves the server in one shape: { message, code, errors? }.
// The client turns it into "status: message" text (docs/product/ui-behaviour.md#requests-and-error-text).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError } from '../errors/domain-errors.js';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from './error-status.js';
import { isDatabaseUnavailable } from '../db/database-errors.js';
import { drainRequestBody } from './drain-body.js';

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again.';

function send(reply: FastifyReply, code: ErrorCode, message: string, errors?: Record<string, string>) {
  const body: ErrorBody = errors ? { message, code, errors } : { message, code };
  return reply.status(ERROR_STATUS[code]).send(body);
}

// Fastify's own refusal of a body over the limit, or a route's (uploads).
const isTooLarge = (error: FastifyError) =>
  error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || (error instanceof DomainError && error.code === 'PAYLOAD_TOO_LARGE');

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // The 413 must reach a client that is still writing (drain-body.ts).
    if (isTooLarge(error)) await drainRequestBody(request.raw);
    return answer(error, request, reply);
  });
}

function answer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) return send(reply, error.code, error.message, error.fieldErrors);

  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(issue.params?.['keys'] ?? 'body');
      errors[field] ??= issue.message ?? 'Invalid value';
    }
    const first = error.validation[0]?.message ?? 'The request is not valid.';
    return send(reply, 'BAD_REQUEST', first, errors);
  }

  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(reply, 'PAYLOAD_TOO_LARGE', 'The request is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return send(reply, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return send(reply, 'BAD_REQUEST', 'The request body is not valid JSON.');
  }
  if (error.statusCode === 429) return send(reply, 'TOO_MANY_REQUESTS', error.message);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && !isResponseSerializationError(error)) {
    return reply.status(error.statusCode).send({ message: error.message, code: 'BAD_REQUEST' });
  }

  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return send(reply, 'UNAVAILABLE', 'The service is briefly unavailable. Please try again in a moment.');
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 'INTERNAL', GENERIC_MESSAGE);
}

// Fastify's own answers before routing (Fastify's frameworkErrors option)
// bypass setErrorHandler; without this a path like /api/bookings/% got
// Fastify's { error, code, message, statusCode } instead of ours.
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return send(reply, 'BAD_REQUEST', 'The address of this request is not valid.');
  // A path segment over the router's length limit names nothing we have.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(reply, 'NOT_FOUND', 'No such address.');
  request.log.error({ err: error }, 'unhandled framework error');
  return send(reply, 'INTERNAL', GENERIC_MESSAGE);
}
