/**
 * A loopback TCP proxy that stands between the app and a real database so a test can take the
 * database away: `stop()` drops every connection and refuses new ones (the server went down),
 * `hang()` accepts and holds connections without passing a byte (the server stopped answering),
 * `resume()` forwards again.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  stop(): Promise<void>;
  hang(): void;
  resume(): Promise<void>;
  close(): Promise<void>;
}

/** A proxy on a free loopback port to `targetHost:targetPort`. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let hanging = false;
  const sockets = new Set<Socket>();
  /** Clients accepted while hanging: they reach the database once it answers again. */
  const held: Socket[] = [];
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const forward = (client: Socket) => {
    const upstream = connect(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  const onConnection = (client: Socket) => {
    track(client);
    if (hanging) {
      client.pause();
      held.push(client);
    } else {
      forward(client);
    }
  };
  let server: Server = createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);
  let listening = true;
  const stopListening = () =>
    new Promise<void>((resolve) => {
      held.length = 0;
      for (const socket of sockets) socket.destroy();
      if (!listening) return resolve();
      listening = false;
      server.close(() => resolve());
    });
  return {
    port,
    stop: stopListening,
    hang: () => {
      hanging = true;
      // Nothing is read any more, either way: the database seems to have stopped answering.
      for (const socket of sockets) socket.pause();
    },
    async resume() {
      hanging = false;
      for (const socket of sockets) socket.resume();
      for (const client of held.splice(0)) {
        client.resume();
        forward(client);
      }
      if (!listening) {
        server = createServer(onConnection);
        await listen(port);
        listening = true;
      }
    },
    close: stopListening,
  };
}
