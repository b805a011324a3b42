import type { FieldErrors } from '@school/contracts';
import type { FailureAction } from './failure-policy';

// What a failed call rejects with. The catalogue's reaction (notice, logout, redirect) has already
// happened; callers look at fieldErrors (422 VALIDATION_ERROR) or just stop.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly action: FailureAction,
    readonly body: unknown,
  ) {
    super(`API call failed with status ${status} (${action.kind})`);
    this.name = 'ApiError';
  }

  get fieldErrors(): FieldErrors | null {
    return this.action.kind === 'fieldErrors' ? this.action.errors : null;
  }

  get aborted(): boolean {
    return this.action.kind === 'ignore';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
