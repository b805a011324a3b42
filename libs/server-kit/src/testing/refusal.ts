import { AppError } from '../errors/app-error';

// What a service call refused with (the call must refuse with an AppError; anything else fails the
// test as it was thrown): its status, code, message key and per-field errors.
export const refusalOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => {
      if (!(e instanceof AppError)) throw e;
      return { status: e.status, code: e.code, key: e.messageKey, errors: e.errors };
    },
  );
