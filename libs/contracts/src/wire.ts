// The HTTP wire of POST /api and GET /api (SPEC §7, DESIGN §2).
export type BatchAction = { api: string; input?: unknown };
export type BatchRequest = { data: BatchAction[] };
export type BatchResponse = { data: { output: unknown }[] };
export type GetResponse = { data: { '': { output: unknown } } };

export const API_VERSION_HEADER = 'X-Api-Version';
export const FRONTEND_URL_HEADER = 'X-Frontend-URL';
export const REQUEST_ID_HEADER = 'X-Request-Id';

// SPEC §9: upload limit 100 MB.
export const UPLOAD_LIMIT_BYTES = 100 * 1024 * 1024;
// A batch of calls is small JSON; anything bigger is refused before parsing.
export const API_BODY_LIMIT_BYTES = 1024 * 1024;
export const MAX_BATCH_ACTIONS = 50;
