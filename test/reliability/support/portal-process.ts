/**
 * The portal as a real process (`node --import tsx server/main.ts`) on a free loopback port, so a
 * test can kill it with SIGKILL and start it again on the same data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, waitForPort } from '../../../server/testing/redis-server';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface PortalProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Lines the process wrote to stderr (an unhandled error shows here). */
  stderr: string[];
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<number | string | null>;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the portal with `env` (DATA_DIR, DATABASE_URL, …) and waits until it listens. */
export async function startPortalProcess(
  env: Record<string, string>,
  port?: number,
): Promise<PortalProcess> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(chosen),
      PUBLIC_URL: `http://127.0.0.1:${chosen}`,
      CAPTCHA_COMPLEXITY: '1000',
      SIGN_IN_RATE_LIMIT: '100000',
      LOG_LEVEL: 'silent',
      CLIENT_DIR: `${ROOT}/no-client-build`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  await Promise.race([
    waitForPort(chosen, 60_000),
    exited.then((code) => {
      throw new Error(`the portal exited (${code}) before listening: ${stderr.join('')}`);
    }),
  ]);
  return {
    url: `http://127.0.0.1:${chosen}`,
    port: chosen,
    child,
    stderr,
    exited,
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
