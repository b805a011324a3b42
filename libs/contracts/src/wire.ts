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

// What an API answers when its result is a file; POST /api/download streams it.
export type DownloadableFile = { fileKey: string; fileName: string; contentType: string };
export const isDownloadableFile = (v: unknown): v is DownloadableFile =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as DownloadableFile).fileKey === 'string' &&
  typeof (v as DownloadableFile).fileName === 'string' &&
  typeof (v as DownloadableFile).contentType === 'string';

// The record POST /api/upload answers (SPEC §3 uploaded file record).
export type UploadedFile = { _id: string; key: string; name: string; size: number; mimetype: string; src: string };
