import { AppError } from '@school/server-kit';
import { type Request } from 'express';

const formatBytes = (n: number) => (n >= 1024 * 1024 ? `${n / 1024 / 1024} MB` : `${Math.round(n / 1024)} KB`);

// Reads a request body up to a limit. Parsing is ours (not a body-parser middleware) so every bad
// body becomes a clear 4xx from the one error mapping.
export const readBody = async (req: Request, limit: number): Promise<string> => {
  const declared = Number(req.header('content-length') ?? NaN);
  if (declared > limit) {
    req.resume();
    throw new AppError('PAYLOAD_TOO_LARGE', 'error.payloadTooLarge', { limit: formatBytes(limit) });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      req.resume();
      throw new AppError('PAYLOAD_TOO_LARGE', 'error.payloadTooLarge', { limit: formatBytes(limit) });
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
};

export const requireContentType = (req: Request, expected: string): void => {
  const type = (req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== expected) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'error.unsupportedMediaType', { expected });
};
