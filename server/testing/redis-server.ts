/**
 * Debian's redis-server, started by a test on a free loopback port with no persistence and no
 * configuration file: the outside system the shared rate limits talk to.
 */
import { spawn } from 'node:child_process';
import { createServer, connect } from 'node:net';

export interface TestRedis {
  url: string;
  /** Stops the server (SIGKILL) and waits for it to be gone. */
  close(): Promise<void>;
}

export const REDIS_SERVER = process.env.TEST_REDIS_SERVER ?? '/usr/bin/redis-server';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once something accepts connections on `port`, within `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A fresh redis-server on 127.0.0.1. */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForPort(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
