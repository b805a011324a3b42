import { API_BODY_LIMIT_BYTES } from '@school/contracts';
import { JsonAnswer, type JsonLogger } from '@school/server-kit';
import { type NextFunction, type Request, type Response } from 'express';
import { callContext } from '../common/call-context';
import { answerError } from '../common/http-error.filter';
import { readBody, requireContentType } from '../common/read-body';
import { type Sessions } from '../session/sessions';
import { parseBatch, parseGetQuery, type ParsedAction } from './batch';
import { type Dispatcher } from './dispatcher.service';

const send = (res: Response, status: number, body: Buffer): void => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
};
const sendJson = (res: Response, status: number, body: unknown): void => send(res, status, Buffer.from(JSON.stringify(body)));

// An answer's JSON: as the service wrote it when it came so (rpc-reply.ts), never parsed here.
const jsonOf = (output: unknown): Buffer =>
  output instanceof JsonAnswer ? output.bytes : Buffer.from(JSON.stringify(output) ?? 'null');

// the fixed parts of the answers below, made once
const BATCH_HEAD = Buffer.from('{"data":[');
const FIRST = Buffer.from('{"output":');
const NEXT = Buffer.from(',{"output":');
const CLOSE = Buffer.from('}');
const BATCH_TAIL = Buffer.from(']}');
const GET_HEAD = Buffer.from('{"data":{"":{"output":');
const GET_TAIL = Buffer.from('}}}');

// {"data":[{"output":…},…]}, the answer of POST /api
export const batchBody = (outputs: readonly unknown[]): Buffer => {
  const parts: Buffer[] = [BATCH_HEAD];
  outputs.forEach((output, i) => parts.push(i ? NEXT : FIRST, jsonOf(output), CLOSE));
  parts.push(BATCH_TAIL);
  return Buffer.concat(parts);
};

// {"data":{"":{"output":…}}}, the answer of GET /api
export const getBody = (output: unknown): Buffer => Buffer.concat([GET_HEAD, jsonOf(output), GET_TAIL]);

// The RPC wire of SPEC §7 / DESIGN §2, POST and GET /api: every screen's calls. A plain Express
// handler placed after the security headers, CORS, request id, logging and CSRF middlewares and in
// front of Nest's router, whose routing, parameter binding and exception zone were a noticeable
// share of the gateway's CPU per call (docs/benchmarks.md, rpc). Errors get HttpErrorFilter's
// mapping; any other method or path goes on to Nest (404). Its calls reach it without Express's
// router (api-fast-path.ts), through the same middlewares.
export const apiHandler = (
  dispatcher: Dispatcher,
  sessions: Sessions,
  origins: readonly string[],
  logger: JsonLogger,
): ((req: Request, res: Response, next: NextFunction) => void) => {
  const dispatch = async (req: Request, res: Response, actions: ParsedAction[]) => {
    (req as Request & { apiNames?: string[] }).apiNames = actions.map((a) => a.api);
    const result = await dispatcher.run(actions, await callContext(req, sessions, origins), req);
    if (result.cookies.length) res.setHeader('Set-Cookie', result.cookies);
    return result;
  };

  const post = async (req: Request, res: Response) => {
    requireContentType(req, 'application/json');
    const result = await dispatch(req, res, parseBatch(await readBody(req, API_BODY_LIMIT_BYTES)));
    if ('outputs' in result) send(res, 200, batchBody(result.outputs));
    else sendJson(res, result.status, result.body);
  };

  const get = async (req: Request, res: Response) => {
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    const result = await dispatch(req, res, [parseGetQuery(query)]);
    if ('outputs' in result) send(res, 200, getBody(result.outputs[0]));
    else sendJson(res, result.status, result.body);
  };

  return (req, res, next) => {
    if (req.path !== '/api' && req.path !== '/api/') return next();
    const handle = req.method === 'POST' ? post : req.method === 'GET' || req.method === 'HEAD' ? get : null;
    if (!handle) return next();
    handle(req, res).catch((e: unknown) => answerError(logger, req, res, e));
  };
};
