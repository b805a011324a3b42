import { createRequire } from 'node:module';
import WebSocket from 'ws';

const { LIVE_PATH, lessonChannel } = createRequire(import.meta.url)('@school/contracts');

// One live socket as a page holds it: the gateway's port, the session's cookie, the one lesson room it
// shows; resolves once the room is subscribed, and hands every event it hears to onEvent.
export const openLessonSocket = ({ port, cookie, origin }, room, onEvent) =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${LIVE_PATH}`, { headers: { origin, cookie } });
    const channel = lessonChannel(room);
    ws.on('error', reject);
    ws.on('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', channels: [channel] })));
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString());
      if (message.type === 'subscribed') {
        if (message.ok.includes(channel)) resolve(ws);
        else reject(new Error(`${channel} refused`));
      } else if (message.type === 'event') onEvent(message);
    });
  });
