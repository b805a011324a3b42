import { IncomingMessage, type Server, ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type Express, type Request, type Response } from 'express';
import { GatewayExpressAdapter } from './express-adapter';

describe('GatewayExpressAdapter', () => {
  it("builds requests and answers with the app's prototypes before Express sees them", async () => {
    const adapter = new GatewayExpressAdapter();
    adapter.initHttpServer({});
    const app = adapter.getInstance<Express>();
    app.use((req: Request, res: Response) => void res.json({ path: req.path, query: req.query }));
    const server = adapter.getHttpServer() as Server;
    const seen: boolean[] = [];
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) =>
      seen.push(
        Object.getPrototypeOf(req) === app.request &&
          Object.getPrototypeOf(res) === app.response &&
          req instanceof IncomingMessage &&
          res instanceof ServerResponse,
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x?a=1`);
      expect(await res.json()).toEqual({ path: '/x', query: { a: '1' } });
      expect(seen).toEqual([true]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
