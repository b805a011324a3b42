// Whether an error means a backing server (PostgreSQL, Redis) cannot be reached right now, as
// opposed to a fault of the request or of our code: the caller then gets 503 "try again shortly"
// rather than a server error. TypeORM wraps the driver's error in driverError.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
// PostgreSQL: connection exceptions (class 08) and the server shutting down or starting (57P01-57P03)
const PG_UNAVAILABLE = /^(08...|57P0[123])$/;
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection is closed/i,
  /Reached the max retries per request limit/i,
];

export const isBackingServerDown = (e: unknown, depth = 0): boolean => {
  if (!e || typeof e !== 'object' || depth > 3) return false;
  const { code, message, driverError, cause } = e as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || PG_UNAVAILABLE.test(code))) return true;
  if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
  return isBackingServerDown(driverError, depth + 1) || isBackingServerDown(cause, depth + 1);
};
