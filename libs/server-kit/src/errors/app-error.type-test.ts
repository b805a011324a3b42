import { AppError, businessRuleError, validationError } from './app-error';

// A server error names a key of the Japanese catalogue (libs/i18n MessageKey): every line expected
// to be an error below must stay one. Type-checked by tsconfig.spec.json, never run.
export function messageKeyEdges(): AppError[] {
  return [
    // @ts-expect-error: misspelt message key
    new AppError('RATE_LIMITED', 'error.rateLimit'),
    // @ts-expect-error: misspelt message key
    businessRuleError('masters.center.inUsee'),
    // @ts-expect-error: misspelt field message key
    validationError({ center_no: ['validation.integr'] }),
    // @ts-expect-error: misspelt field message key with placeholders
    validationError({ search: [{ key: 'validation.mx', params: { length: 200 } }] }),
    new AppError('RATE_LIMITED', 'error.rateLimited'),
    validationError({ search: [{ key: 'validation.max', params: { length: 200 } }] }),
  ];
}
