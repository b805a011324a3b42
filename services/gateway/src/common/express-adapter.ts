import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { type Socket } from 'node:net';
import { type NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import { type Express } from 'express';

type Constructor = (this: object, ...args: unknown[]) => void;

// Node's request and answer constructors, made to build objects with Express's prototypes; null
// where Node's are classes (they cannot be called on an object made here).
export const expressBorn = (
  app: Express,
): { IncomingMessage: typeof IncomingMessage; ServerResponse: typeof ServerResponse } | null => {
  if ([IncomingMessage, ServerResponse].some((c) => Function.prototype.toString.call(c).startsWith('class'))) return null;
  const request = IncomingMessage as unknown as Constructor;
  const response = ServerResponse as unknown as Constructor;
  function ExpressRequest(this: object, socket: Socket) {
    request.call(this, socket);
  }
  function ExpressResponse(this: object, req: IncomingMessage, options: unknown) {
    response.call(this, req, options);
  }
  ExpressRequest.prototype = app.request;
  ExpressResponse.prototype = app.response;
  return {
    IncomingMessage: ExpressRequest as unknown as typeof IncomingMessage,
    ServerResponse: ExpressResponse as unknown as typeof ServerResponse,
  };
};

// Express gives every request and answer its app's prototypes (app.request, app.response) with
// Object.setPrototypeOf once Node has built them, and Node's objects are slower in everything that
// follows: measured alone, a server that answers at once spends ≈ 43 µs of CPU per request so and
// ≈ 20 µs with objects built with those prototypes from the start (docs/benchmarks.md, rpc). The
// server here builds them so; Express's setPrototypeOf then finds its prototype already there.
export class GatewayExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    const born = expressBorn(this.getInstance<Express>());
    if (!born || options?.httpsOptions || options?.forceCloseConnections) return super.initHttpServer(options);
    this.httpServer = createServer(born, this.getInstance<Express>());
  }
}
