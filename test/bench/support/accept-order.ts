/**
 * How a busy Node server takes on new connections, without the portal: a bare HTTP server that
 * spends `busyMs` of CPU per request, in a process of its own, and a client that opens
 * `connections` sockets at once, each sending a request again as soon as it has an answer.
 * Prints when the client had every socket connected and how many of them the server had accepted
 * after `seconds` (docs/decisions/0180-save-profile.md: the slowest request at 200 merchants).
 * `node --import tsx test/bench/support/accept-order.ts [connections] [busyMs] [seconds]`
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

const [connections = 200, busyMs = 1, seconds = 3] = process.argv
  .slice(2)
  .filter((arg) => arg !== 'server')
  .map(Number);

if (process.argv.includes('server')) {
  const accepted: number[] = [];
  let start = 0;
  const server = createServer((_request, response) => {
    const t = performance.now();
    while (performance.now() - t < busyMs);
    response.end('ok');
  });
  server.on('connection', () => accepted.push(performance.now() - start));
  server.listen(0, '127.0.0.1', () => process.send?.((server.address() as AddressInfo).port));
  process.on('message', (message) => {
    if (message === 'start') start = performance.now();
    else {
      const last = accepted.at(-1)?.toFixed(0) ?? '-';
      const early = accepted.filter((t) => t < 100).length;
      process.send?.(
        `the server had accepted ${early} in the first 100 ms, ${accepted.length} in all, the last at ${last} ms`,
      );
      process.exit(0);
    }
  });
} else {
  const server = fork(import.meta.filename, ['server', ...process.argv.slice(2)]);
  const port = await new Promise<number>((resolve) => server.once('message', resolve));
  server.send('start');
  const start = performance.now();
  const connected: number[] = [];
  const request = Buffer.from('GET / HTTP/1.1\r\nHost: bench\r\n\r\n');
  const sockets = Array.from({ length: connections }, () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => connected.push(performance.now() - start));
    socket.on('data', () => socket.write(request));
    socket.write(request);
    return socket;
  });
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const last = connected.at(-1)?.toFixed(0) ?? '-';
  console.log(`${connections} sockets, ${busyMs} ms per request, after ${seconds} s:`);
  console.log(`  the client had ${connected.length} connected, the last at ${last} ms`);
  server.send('stop');
  console.log(`  ${await new Promise<string>((resolve) => server.once('message', resolve))}`);
  for (const socket of sockets) socket.destroy();
}
