export const AUTH_SESSIONS = Symbol('AUTH_SESSIONS');
