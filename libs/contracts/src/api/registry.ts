import { AUTH_APIS } from './auth.api';
import type { ApiDef } from './define';
import { MASTERS_APIS } from './masters.api';
import { M20101_APIS } from './masters/m20101.api';

// Every API name the gateway accepts (SPEC §7). A name missing here is refused with UNKNOWN_API.
export const API_REGISTRY = {
  ...AUTH_APIS,
  ...MASTERS_APIS,
  ...M20101_APIS,
} as const;

export type ApiRegistry = typeof API_REGISTRY;
export type ApiName = keyof ApiRegistry;
export type ApiInput<N extends ApiName> = ApiRegistry[N] extends ApiDef<infer I, unknown> ? I : never;
export type ApiOutput<N extends ApiName> = ApiRegistry[N] extends ApiDef<unknown, infer O> ? O : never;

export const isApiName = (name: unknown): name is ApiName =>
  typeof name === 'string' && Object.prototype.hasOwnProperty.call(API_REGISTRY, name);

export const apiDefinition = (name: ApiName): ApiDef<unknown, unknown> => API_REGISTRY[name];
