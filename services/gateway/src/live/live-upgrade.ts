import { type IncomingMessage, type Server } from 'node:http';
import { type Duplex } from 'node:stream';
import { LIVE_PATH } from '@school/contracts';
import { WebSocketServer } from 'ws';
import { isWebOrigin } from '../security/csrf';
import { type Sessions } from '../session/sessions';
import { type LiveHub } from './live-hub';

const refuse = (socket: Duplex, status: 401 | 403 | 404 | 503, reason: string): void => {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
};

// The live socket's door on the gateway's HTTP server (ws in noServer mode, so the checks run before
// anything is upgraded): the path, an Origin of WEB_ORIGINS exactly as the API's CSRF rule has it
// (a browser always sends one with a websocket), and a signed-in session by its cookie.
export const attachLive = (server: Server, hub: LiveHub, sessions: Sessions, origins: readonly string[]): WebSocketServer => {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const path = (req.url ?? '').split('?')[0];
    if (path !== LIVE_PATH && path !== `${LIVE_PATH}/`) return refuse(socket, 404, 'Not Found');
    if (!hub.accepting) return refuse(socket, 503, 'Service Unavailable');
    if (!isWebOrigin(origins, req.headers.origin)) return refuse(socket, 403, 'Forbidden');
    sessions
      .ofSid(sessions.sidOfCookie(req.headers.cookie))
      .then((session) => {
        if (!session) return refuse(socket, 401, 'Unauthorized');
        if (!hub.accepting || socket.destroyed) return refuse(socket, 503, 'Service Unavailable');
        wss.handleUpgrade(req, socket, head, (ws) => hub.attach(ws, session, req));
      })
      .catch(() => refuse(socket, 503, 'Service Unavailable'));
  });
  return wss;
};
