import type { ServiceName } from '../services';

// Who may call an API. Deny by default: an API is public only when it says so; otherwise the caller
// needs a session and, when lists are given, one of the roles or one of the function ids, and none of
// the excluded roles (a screen a role may read but never write, e.g. teachers on C20201).
export type Access =
  | { readonly public: true }
  | { readonly internal: true }
  | {
      readonly public?: false;
      readonly roles?: readonly number[];
      readonly functionIds?: readonly string[];
      readonly exceptRoles?: readonly number[];
    };

export const PUBLIC: Access = { public: true };
export const SIGNED_IN: Access = {};
// Called only by the gateway itself (e.g. from the OpenID Connect callback), never from a browser.
export const INTERNAL: Access = { internal: true };
export const byFunction = (...functionIds: string[]): Access => ({ functionIds });
export const byRole = (...roles: number[]): Access => ({ roles });
export const exceptRoles = (functionIds: readonly string[], ...roles: number[]): Access => ({ functionIds, exceptRoles: roles });

// What a successful call does to the caller's session at the gateway.
export type SessionEffect = 'login' | 'logout' | 'refresh';
// Abuse limits applied at the gateway per IP and per account (the input field naming the account).
// calendarFeed: the calendar apps' anonymous GET /api/calendar/<token>.ics, per address only.
export type RateLimitScope = 'login' | 'emailLink' | 'register' | 'reset' | 'password' | 'calendarFeed';
export type RateLimit = { scope: RateLimitScope; accountField?: string };

// The input/output types ride along as phantom fields so both sides type-check against one definition.
export type ApiDef<I, O> = {
  readonly service: ServiceName;
  readonly access: Access;
  readonly session?: SessionEffect;
  readonly rateLimit?: RateLimit;
  readonly __input?: I;
  readonly __output?: O;
};

export const api =
  <I, O>() =>
  (service: ServiceName, access: Access, extra: { session?: SessionEffect; rateLimit?: RateLimit } = {}): ApiDef<I, O> => ({
    service,
    access,
    ...extra,
  });
