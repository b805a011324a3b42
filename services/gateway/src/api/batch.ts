import { isApiName, MAX_BATCH_ACTIONS, type ApiName } from '@school/contracts';
import { AppError } from '@school/server-kit';

export type ParsedAction = { api: ApiName; input: Record<string, unknown> };

const invalid = (detail: string) => new AppError('INVALID_BATCH', 'error.invalidBatch', { detail });
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const shown = (name: string) => (name.length > 80 ? `${name.slice(0, 80)}…` : name);

const parseAction = (action: unknown, i: number): ParsedAction => {
  if (!isPlainObject(action)) throw invalid(`data[${i}] must be an object {api, input}`);
  const { api, input } = action;
  if (typeof api !== 'string' || !api) throw invalid(`data[${i}].api must be a non-empty string`);
  if (!isApiName(api)) throw new AppError('UNKNOWN_API', 'error.unknownApi', { api: shown(api) });
  if (input !== undefined && input !== null && !isPlainObject(input)) throw invalid(`data[${i}].input must be an object`);
  return { api, input: input ?? {} };
};

// POST /api body: {"data":[{"api":NAME,"input":{...}}, ...]}. Everything is checked before any action
// runs, so a bad batch changes nothing.
export const parseBatch = (text: string): ParsedAction[] => {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('MALFORMED_JSON', 'error.malformedJson');
  }
  if (!isPlainObject(body) || !Array.isArray(body.data)) throw invalid('the body must be {"data":[{"api":…,"input":{…}}]}');
  if (body.data.length === 0) throw invalid('data must hold at least one action');
  if (body.data.length > MAX_BATCH_ACTIONS) throw invalid(`data may hold at most ${MAX_BATCH_ACTIONS} actions`);
  return body.data.map(parseAction);
};

// GET /api?api=NAME&input[key]=v&input[0]=v&input[a][b]=v: the indexed query form of SPEC §7.
// Indexed parameters become keys of the input object ("0", "1", …).
export const parseGetQuery = (rawQuery: string): ParsedAction => {
  const params = new URLSearchParams(rawQuery);
  const api = params.get('api');
  const input: Record<string, unknown> = {};
  for (const [key, value] of params) {
    if (key === 'api') continue;
    const match = /^input((?:\[[^[\]]*\])+)$/.exec(key);
    if (!match) throw invalid(`unexpected query parameter "${shown(key)}"`);
    const path = [...match[1].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]);
    if (path.some((p) => p === '' || p === '__proto__' || p === 'constructor' || p === 'prototype')) {
      throw invalid(`unsupported query parameter "${shown(key)}"`);
    }
    let node = input;
    path.slice(0, -1).forEach((p) => {
      if (!isPlainObject(node[p])) node[p] = {};
      node = node[p] as Record<string, unknown>;
    });
    node[path[path.length - 1]] = value;
  }
  return parseAction({ api: api ?? undefined, input }, 0);
};
