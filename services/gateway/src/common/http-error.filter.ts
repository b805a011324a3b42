import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { AppError, JsonLogger, toHttpError, toPayload } from '@school/server-kit';
import { type Request, type Response } from 'express';
import { MulterError } from 'multer';
import { UPLOAD_LIMIT_BYTES } from '@school/contracts';
import { localeFromHeaders, requestIdOf } from './request-context';

// Framework errors (unknown route, multer limits) are first turned into our codes; then the one
// mapping of server-kit answers. Unexpected errors are logged with their stack and answered 599.
const normalize = (e: unknown): unknown => {
  if (e instanceof AppError) return e;
  if (e instanceof MulterError) {
    if (e.code === 'LIMIT_FILE_SIZE')
      return new AppError('PAYLOAD_TOO_LARGE', 'error.payloadTooLarge', { limit: `${UPLOAD_LIMIT_BYTES / 1024 / 1024} MB` });
    return new AppError('BAD_REQUEST', 'error.badRequest', { detail: e.message });
  }
  if (e instanceof HttpException) {
    const status = e.getStatus();
    if (status === 404) return new AppError('NOT_FOUND', 'error.notFound');
    if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'error.payloadTooLarge', { limit: '?' });
    if (status < 500) return new AppError('BAD_REQUEST', 'error.badRequest', { detail: e.message });
  }
  return e;
};

// The one answer to an error on the HTTP side: Nest's filter below and the /api handler use it.
export const answerError = (logger: JsonLogger, req: Request, res: Response, exception: unknown): void => {
  const requestId = requestIdOf(req);
  const error = normalize(exception);
  if (toPayload(error, requestId).status === 599) {
    logger.event('error', 'unexpected error', {
      requestId,
      path: req.path,
      error: exception instanceof Error ? exception.message : String(exception),
      stack: exception instanceof Error ? exception.stack : undefined,
    });
  }
  const { status, body } = toHttpError(error, localeFromHeaders(req), requestId);
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(status).json(body);
};

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: JsonLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    answerError(this.logger, http.getRequest<Request>(), http.getResponse<Response>(), exception);
  }
}
