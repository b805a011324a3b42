import { NodeTransport } from 'nats/lib/src/node_transport';

let installed = false;

// nats.js writes what was published in one turn of microtasks to the socket at once, so under load
// every request the gateway forwards and every reply a service sends is a socket write of its own (a
// system call, and a wake-up of nats-server): the largest single cost in the gateway's and the auth
// service's CPU profiles (docs/benchmarks.md, rpc). Corked until the end of the event loop's turn,
// all the messages published while that turn handled its I/O leave in one write; a lone call waits
// only for the end of its turn (setImmediate, no timer). Closing a connection still sends what was
// corked: its last write waits for the uncork. For every NATS connection of the process.
export const coalesceNatsWrites = (): void => {
  if (installed) return;
  installed = true;
  const send = NodeTransport.prototype.send;
  NodeTransport.prototype.send = function (this: NodeTransport, frame: Uint8Array): void {
    const socket = this.socket;
    if (socket && !socket.writableCorked) {
      socket.cork();
      setImmediate(() => socket.uncork());
    }
    send.call(this, frame);
  };
};
