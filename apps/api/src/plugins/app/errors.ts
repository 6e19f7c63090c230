import { httpMessages } from '@ironvolt/shared/http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-errors.ts';

const ZOD_DEFAULT = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a 413 says on this route when the general message would not tell the user what to do. */
    bodyTooLargeMessage?: string;
  }
}

interface ErrorBody {
  message: string;
  field?: string;
}

/**
 * The one error handler: bad input becomes a 4xx naming the field, anything unexpected a 500 whose
 * details stay in the log. Clients always get JSON `{ message, field? }`.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = toResponse(error, request);
      // An HttpError is an answer the server chose (a 503 when busy, too): only the unexpected are errors.
      if (status >= 500 && !(error instanceof HttpError)) request.log.error({ err: error }, 'request failed');
      else request.log.info({ status, message: body.message }, 'request refused');
      if (error instanceof HttpError && error.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(status).send(body);
    });
  },
  { name: 'errors' },
);

function toResponse(error: FastifyError, request: FastifyRequest): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: { ...error.details, ...withField(error.message, error.field) },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
    const where = field ?? error.validationContext ?? 'body';
    const said = first?.message ?? 'is not valid';
    // Our own messages are written for people ('Name is required'); zod's defaults need the field named.
    const message = ZOD_DEFAULT.test(said) ? `${where}: ${said}` : said;
    return { status: 400, body: withField(message, field ?? error.validationContext) };
  }
  if (isResponseSerializationError(error)) {
    return { status: 500, body: { message: httpMessages.internal } };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { message: httpMessages.malformedJson } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        body: { message: request.routeOptions.config.bodyTooLargeMessage ?? httpMessages.bodyTooLarge },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { message: error.message } };
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { status: 400, body: { message: httpMessages.malformedJson } };
  }
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) return { status, body: { message: httpMessages.internal } };
  return { status, body: { message: error.message } };
}

function withField(message: string, field: string | undefined): ErrorBody {
  return field ? { message, field } : { message };
}
