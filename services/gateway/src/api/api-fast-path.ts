import { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { type Express, type NextFunction, type Request, type Response } from 'express';

// what the fast path reads of Express's router (router 2): its layers, in order
type Layer = { handle: (...args: never[]) => unknown; slash: boolean; route?: unknown; match(path: string): unknown };
type Listener = (req: IncomingMessage, res: ServerResponse) => void;

// Express's own final handler, for an error a middleware passes on (as Express answers it)
const finalhandler = createRequire(require.resolve('express'))('finalhandler') as (
  req: IncomingMessage,
  res: ServerResponse,
  options: { env: string; onerror: (err: unknown) => void },
) => (err?: unknown) => void;

// The calls of SPEC §7 the /api handler answers whatever else holds: POST, GET and HEAD on /api.
const API_PATH = /^\/api\/?(?:\?|$)/;
export const isApiCall = (req: IncomingMessage): boolean =>
  (req.method === 'POST' || req.method === 'GET' || req.method === 'HEAD') && API_PATH.test(req.url ?? '');

// Every API call runs the app's middlewares (security headers, CORS, request id and logging, CSRF…)
// and then the /api handler, which answers it. Express's router finds them again for every call:
// its layer matching, URL parsing and per-layer bookkeeping were ≈ 10 % of the gateway's CPU per call
// (docs/benchmarks.md, rpc). The fast path runs the layers that Express's router would run for
// /api (and for /api/) — the same functions, found once in the router's own list, in the same order,
// error handlers only for an error as the router does — with the request prepared as Express
// prepares it; any other request goes to Express as before. Installed once the app is initialised;
// it refuses to start when a layer on the way is one it cannot run as Express would (a route, or a
// middleware mounted on a path that /api falls under).
export const installApiFastPath = (express: Express, server: Server): void => {
  const stack = (express as unknown as { router: { stack: Layer[] } }).router.stack;
  const chainFor = (path: string): Layer[] => {
    const layers = stack.filter((layer) => !!layer.match(path));
    const odd = layers.find((layer) => layer.route || !layer.slash);
    if (odd)
      throw new Error(`api fast path: ${path} would reach ${odd.handle.name || 'an anonymous layer'}, not a plain middleware`);
    return layers;
  };
  const chains = { '/api': chainFor('/api'), '/api/': chainFor('/api/') };

  const listeners = server.listeners('request') as Listener[];
  if (listeners.length !== 1) throw new Error('api fast path: the server has more than Express as its request listener');
  const [expressListener] = listeners;
  const env = express.get('env') as string;
  const onerror = (err: unknown) => {
    if (env !== 'test') console.error(err);
  };
  const done = (req: IncomingMessage, res: ServerResponse, err: unknown) => finalhandler(req, res, { env, onerror })(err);

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    // as Express's app.handle and its router prepare a request
    const req = request as Request & { next?: NextFunction; baseUrl: string };
    const res = response as Response;
    if (express.enabled('x-powered-by')) res.setHeader('X-Powered-By', 'Express');
    req.res = res;
    res.req = req;
    Object.setPrototypeOf(req, express.request);
    Object.setPrototypeOf(res, express.response);
    if (!res.locals) res.locals = Object.create(null) as Response['locals'];
    req.baseUrl = '';
    req.originalUrl = req.originalUrl || req.url;
    req.params = {};
    // isApiCall let in /api or /api/, with or without a query
    const chain = req.url?.[4] === '/' ? chains['/api/'] : chains['/api'];
    let index = 0;
    const next = (err?: unknown): void => {
      if (err === 'router') return void setImmediate(done, req, res, null);
      const error = err === 'route' ? null : err;
      for (;;) {
        // past the last layer: Express's final handler (404, or the error)
        if (index >= chain.length) return void setImmediate(done, req, res, error);
        const layer = chain[index++];
        const fn = layer.handle as (...args: unknown[]) => unknown;
        // as the router: a request handler takes up to three arguments, an error handler four
        if (error ? fn.length !== 4 : fn.length > 3) continue;
        try {
          const ret = (error ? fn(error, req, res, next) : fn(req, res, next)) as Promise<unknown> | undefined;
          if (ret && typeof ret.then === 'function')
            ret.then(undefined, (e: unknown) => next(e || new Error('Rejected promise')));
        } catch (e) {
          next(e);
        }
        return;
      }
    };
    req.next = next;
    next();
  };

  server.removeListener('request', expressListener);
  server.on('request', (req: IncomingMessage, res: ServerResponse) =>
    isApiCall(req) ? handle(req, res) : expressListener(req, res),
  );
};
