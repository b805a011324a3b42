import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { AppError } from '@school/server-kit';
import { ExpressAdapter } from '@nestjs/platform-express';
import { type Express, type NextFunction, type Request, type Response } from 'express';
import { expressBorn } from '../common/express-adapter';
import { csrfGuard } from '../security/csrf';
import { securityHeaders } from '../common/security-headers';
import { sendError } from '../common/send-error';
import { installApiFastPath, isApiCall } from './api-fast-path';

const ORIGIN = 'http://localhost:4200';

// An app laid out as main.ts lays out the gateway's: Nest's adapter (and its first middleware),
// middlewares, one mounted on another path, the /api handler, then (as Nest adds them at init) a 404
// handler and an error handler.
const appOf = () => {
  const adapter = new ExpressAdapter();
  const app = adapter.getInstance<Express>();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders());
  adapter.enableCors({ origin: [ORIGIN], credentials: true, exposedHeaders: ['X-Request-Id'], maxAge: 600 });
  app.use((req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Api-Version', '1');
    res.setHeader('X-Request-Id', req.header('x-request-id') ?? 'none');
    if (req.header('x-boom')) throw new Error('boom');
    next();
  });
  app.use(csrfGuard([ORIGIN], 'sid'));
  app.use('/admin/queues', (_req: Request, res: Response) => void res.status(418).end());
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.path !== '/api' && req.path !== '/api/') return next();
    if (req.header('x-pass')) return next();
    if (req.header('x-refuse')) return sendError(req, res, new AppError('FORBIDDEN', 'error.forbidden'));
    res.json({
      ip: req.ip,
      path: req.path,
      url: req.url,
      originalUrl: req.originalUrl,
      baseUrl: req.baseUrl,
      locals: !!res.locals,
    });
  });
  app.use((_req: Request, res: Response) => void res.status(404).json({ code: 'NOT_FOUND' }));
  app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => void res.status(599).json({ error: err.message }));
  return app;
};

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

// status, headers (the date left out) and body
const answer = async (url: string, init: RequestInit) => {
  const res = await fetch(url, init);
  const headers = Object.fromEntries([...res.headers].filter(([name]) => name !== 'date'));
  return { status: res.status, headers, body: await res.text() };
};

describe('the /api fast path', () => {
  const fastApp = appOf();
  // as the gateway's server builds them (common/express-adapter.ts)
  const fast = createServer(expressBorn(fastApp)!, fastApp);
  const plain = createServer(appOf());
  let fastUrl = '';
  let plainUrl = '';
  // Express's own way in, which the fast path leaves out
  const handle = jest.spyOn(fastApp as unknown as { handle: () => void }, 'handle');

  beforeAll(async () => {
    installApiFastPath(fastApp, fast);
    fastUrl = await listen(fast);
    plainUrl = await listen(plain);
  });
  afterAll(() => Promise.all([fast, plain].map((s) => new Promise((resolve) => s.close(resolve)))));
  beforeEach(() => handle.mockClear());

  const post = (headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-request-id': 'req-12345678', ...headers },
    body: '{"data":[]}',
  });
  const cases: [string, string, RequestInit][] = [
    ['a POST from the web origin', '/api', post()],
    ['a POST to /api/ with a query', '/api/?x=1', post()],
    ['a GET', '/api?api=Address_getStates&input%5Bo0101_id%5D=1', { headers: { 'x-request-id': 'req-12345678' } }],
    ['a HEAD', '/api', { method: 'HEAD' }],
    ['a POST from another origin with a session (CSRF)', '/api', post({ origin: 'http://evil.example', cookie: 'sid=abc' })],
    ['a POST from another origin without a session', '/api', post({ origin: 'http://evil.example' })],
    ['an error the handler maps', '/api', post({ 'x-refuse': '1' })],
    ['a middleware that throws', '/api', post({ 'x-boom': '1' })],
    ['a call the handler passes on', '/api', post({ 'x-pass': '1' })],
  ];

  it.each(cases)('answers %s as Express does, without its router', async (_what, path, init) => {
    const expected = await answer(`${plainUrl}${path}`, init);
    expect(await answer(`${fastUrl}${path}`, init)).toEqual(expected);
    expect(handle).not.toHaveBeenCalled();
  });

  it('keeps every header of the middlewares on an API answer', async () => {
    const { headers } = await answer(`${fastUrl}/api`, post());
    expect(headers).toMatchObject({
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'access-control-allow-origin': ORIGIN,
      'access-control-allow-credentials': 'true',
      'x-api-version': '1',
      'x-request-id': 'req-12345678',
    });
  });

  it('leaves every other request to Express', async () => {
    for (const [path, init] of [
      ['/healthz', {}],
      ['/api', { method: 'OPTIONS', headers: { origin: ORIGIN, 'access-control-request-method': 'POST' } }],
      ['/api/x', post()],
      ['/apis', post()],
      ['/admin/queues', {}],
    ] as [string, RequestInit][]) {
      handle.mockClear();
      const expected = await answer(`${plainUrl}${path}`, init);
      expect(await answer(`${fastUrl}${path}`, init)).toEqual(expected);
      expect(handle).toHaveBeenCalledTimes(1);
    }
  });

  it('takes POST, GET and HEAD on /api and /api/ only', () => {
    const call = (method: string, url: string) => isApiCall({ method, url } as Parameters<typeof isApiCall>[0]);
    expect([call('POST', '/api'), call('GET', '/api?api=X'), call('HEAD', '/api/'), call('POST', '/api/?a=1')]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([call('OPTIONS', '/api'), call('POST', '/api/x'), call('POST', '/apix'), call('PUT', '/api')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('refuses to start when a middleware is mounted on a path /api falls under', () => {
    const app = appOf();
    app.use('/api', (_req: Request, _res: Response, next: NextFunction) => next());
    expect(() => installApiFastPath(app, createServer(app))).toThrow(/not a plain middleware/);
  });
});
