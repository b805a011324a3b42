import type { ServiceName } from '../services';

// Who may call an API. Deny by default: an API is public only when it says so; otherwise the caller
// needs a session and, when lists are given, one of the roles or one of the function ids.
export type Access =
  | { readonly public: true }
  | { readonly public?: false; readonly roles?: readonly number[]; readonly functionIds?: readonly string[] };

export const PUBLIC: Access = { public: true };
export const SIGNED_IN: Access = {};

// The input/output types ride along as phantom fields so both sides type-check against one definition.
export type ApiDef<I, O> = {
  readonly service: ServiceName;
  readonly access: Access;
  readonly __input?: I;
  readonly __output?: O;
};

export const api =
  <I, O>() =>
  (service: ServiceName, access: Access): ApiDef<I, O> => ({ service, access });
