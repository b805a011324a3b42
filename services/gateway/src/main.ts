import 'reflect-metadata';
import { type Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { API_VERSION_HEADER, REQUEST_ID_HEADER } from '@school/contracts';
import { coalesceNatsWrites, ConfigError, JsonLogger, loadConfig } from '@school/server-kit';
import { type NextFunction, type Request, type Response } from 'express';
import { installApiFastPath } from './api/api-fast-path';
import { apiHandler } from './api/api.handler';
import { Dispatcher } from './api/dispatcher.service';
import { AppModule } from './app.module';
import { GatewayExpressAdapter } from './common/express-adapter';
import { HttpErrorFilter } from './common/http-error.filter';
import { securityHeaders } from './common/security-headers';
import { requestIdOf } from './common/request-context';
import { gatewayEnv } from './config';
import { LiveHub } from './live/live-hub';
import { attachLive } from './live/live-upgrade';
import { BULL_BOARD_PATH, bullBoard } from './queues/bull-board';
import { csrfGuard } from './security/csrf';
import { Sessions } from './session/sessions';

// How long a stopping gateway keeps listening before it closes (see shutdown below).
const DRAIN_MS = 1000;
// An idle kept-alive connection stays open longer than any client keeps one (browsers, proxies and
// Node's fetch close theirs first). With Node's 5 s the gateway could close a connection in the same
// moment a client reused it, and that request failed with no answer ('other side closed').
const KEEP_ALIVE_MS = 65_000;

const main = async () => {
  const logger = new JsonLogger('gateway');
  let config;
  try {
    config = loadConfig(gatewayEnv);
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`gateway: ${e.message}\n`);
      process.exit(78);
    }
    throw e;
  }
  coalesceNatsWrites();
  // Bodies are read by the handlers themselves (limits and errors in one place).
  const app = await NestFactory.create<NestExpressApplication>(AppModule, new GatewayExpressAdapter(), {
    bodyParser: false,
    logger,
  });
  app.disable('x-powered-by');
  // API answers are never cached, so hashing each body for an ETag is wasted work.
  app.set('etag', false);
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders());
  app.enableCors({
    origin: config.WEB_ORIGINS,
    credentials: true,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'X-Frontend-URL', 'X-Requested-With', REQUEST_ID_HEADER],
    exposedHeaders: [API_VERSION_HEADER, REQUEST_ID_HEADER],
    maxAge: 600,
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req);
    res.setHeader(API_VERSION_HEADER, config.API_VERSION);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    res.on('finish', () => {
      const level = res.statusCode >= 500 ? 'error' : 'info';
      if (!logger.logs(level)) return;
      logger.event(level, 'request', {
        requestId,
        method: req.method,
        path: req.path,
        apis: (req as Request & { apiNames?: string[] }).apiNames,
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      });
    });
    next();
  });
  // While shutting down, every answer closes its connection: a keep-alive client moves off this
  // gateway after its current request instead of keeping the server open.
  let closing = false;
  app.use((_req: Request, res: Response, next: NextFunction) => {
    if (closing) res.setHeader('Connection', 'close');
    next();
  });
  app.use(csrfGuard(config.WEB_ORIGINS, config.SESSION_COOKIE));
  const board = bullBoard(config.REDIS_URL, app.get(Sessions));
  app.use(BULL_BOARD_PATH, board.guard, board.router);
  app.use(apiHandler(app.get(Dispatcher), app.get(Sessions), config.WEB_ORIGINS, logger));
  app.useGlobalFilters(new HttpErrorFilter(logger));

  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  const live = app.get(LiveHub);
  attachLive(server, live, app.get(Sessions), config.WEB_ORIGINS);
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    live.stopAccepting();
    logger.event('info', 'shutting down', { signal });
    // First a moment still listening, answering with Connection: close, so that a request a client
    // sent on a kept-alive connection just before the signal is read and answered rather than cut
    // off; then close() stops accepting connections and waits for the requests in flight. A
    // connection still open after the grace period is ended. The live sockets take no new one from
    // the signal on, hear what comes during that moment, then are closed with 1001 (going away) and
    // reconnect to another replica; close() would otherwise wait for them.
    setTimeout(
      () => {
        setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_MS).unref();
        live
          .shutdown(config.SHUTDOWN_GRACE_MS)
          .then(() => Promise.all([app.close(), board.close()]))
          .then(() => process.exit(0))
          .catch(() => process.exit(1));
      },
      Math.min(DRAIN_MS, config.SHUTDOWN_GRACE_MS),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // once Nest has added its routes and handlers: POST and GET /api then run the middlewares and the
  // /api handler above without Express's router (api/api-fast-path.ts)
  await app.init();
  installApiFastPath(app.getHttpAdapter().getInstance(), server);
  await app.listen(config.PORT, config.HOST);
  logger.event('info', 'ready', { port: config.PORT, pid: process.pid });
};

void main();
