import { type Catalogue } from './ja';

export const en: Catalogue = {
  error: {
    validation: 'Some entries have errors. Please correct them.',
    input: 'Input error',
    notLoggedIn: 'Your session has expired. Please log in again.',
    forbidden: 'You do not have permission for this operation.',
    notFound: 'Page not found.',
    timeout: 'The {service} service did not answer in time.',
    serviceUnavailable: 'The {service} service is unavailable right now. Please try again shortly.',
    server: 'An unexpected error occurred (reference: {correlationId})',
    unknownApi: 'The API "{api}" is not registered.',
    malformedJson: 'The request body is not valid JSON.',
    invalidBatch: 'The request has the wrong shape: {detail}',
    unsupportedMediaType: 'Wrong Content-Type (send {expected}).',
    payloadTooLarge: 'The request is too large (limit {limit}).',
    batchFailed: 'Some actions failed.',
    badRequest: 'Bad request: {detail}',
  },
  MSG_0001: 'The data was updated on another terminal. Please reload the page.',
  validation: {
    integer: 'Please enter a whole number',
    config_key: 'The setting key is not valid',
  },
};
