/**
 * What the portal's libraries cost on their own: a page built the portal's way (Vite, React 19 in
 * a transition, Mantine's provider and per-component styles, one XState actor) that shows a
 * heading, a field and a button, measured by Lighthouse exactly as the portal's pages are
 * (lighthouse.bench.ts: the same calibrated slowdown, the HTTPS front, three runs, the median).
 * It has no goal: it tells how much of a page's total blocking time the libraries leave to the
 * portal's own start (docs/decisions/0261-snapshots-render-in-slices.md).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { BenchResult } from './support/bench-result';
import { calibrateHost } from './support/host-calibration';
import { startHttpsFront } from './support/https-front';
import { audit, type Audit } from './support/lighthouse-audit';
import { median } from './support/percentiles';

const RUNS = 3;

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="The portal's libraries alone." />
    <title>Sign in</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.tsx"></script>
  </body>
</html>
`;

const MAIN_TSX = `import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import { Button, Container, MantineProvider, Stack, TextInput, Title } from '@mantine/core';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor, createMachine } from 'xstate';

const session = createActor(
  createMachine({ id: 'session', initial: 'signedOut', states: { signedOut: {}, signedIn: {} } }),
).start();
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <MantineProvider>
        <Container size="xs" py="xl">
          <Stack component="main">
            <Title order={1}>Sign in {session.getSnapshot().value === 'signedOut' ? '' : '…'}</Title>
            <TextInput label="Email address" type="email" autoComplete="email" />
            <Button>Continue</Button>
          </Stack>
        </Container>
      </MantineProvider>
    </StrictMode>,
  ),
);
`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** Builds the page in a throw-away folder beside the portal's packages. */
async function buildPage(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const cache = join(process.cwd(), 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const root = await mkdtemp(join(cache, 'library-floor-'));
  await writeFile(join(root, 'index.html'), INDEX_HTML);
  await writeFile(join(root, 'main.tsx'), MAIN_TSX);
  await build({
    root,
    base: '/app/',
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: join(root, 'dist'), modulePreload: { polyfill: false } },
  });
  return { dir: join(root, 'dist'), remove: () => rm(root, { recursive: true, force: true }) };
}

/** Serves the built page under /app/, gzipped as the portal serves its files. */
async function serve(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname.replace(/^\/app\/?/, '');
    const file = normalize(join(dir, path || 'index.html'));
    if (!file.startsWith(dir)) {
      response.writeHead(400).end();
      return;
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'content-encoding': 'gzip',
        });
        response.end(gzipSync(body));
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function run(): Promise<BenchResult[]> {
  const page = await buildPage();
  const server = await serve(page.dir);
  const front = await startHttpsFront(server.url);
  try {
    const url = `${front.url}/app/`;
    const { cpuSlowdownMultiplier } = await calibrateHost(url);
    const audits: Audit[] = [];
    for (let i = 0; i < RUNS; i++) audits.push(await audit(url, { cpuSlowdownMultiplier }));
    const tbt = audits.map((a) => a.metrics.tbt);
    const performance = audits.map((a) => a.performance);
    return [
      {
        name: 'Lighthouse mobile, the libraries alone: total blocking time, median',
        value: median(tbt),
        unit: `ms (runs ${tbt.join(', ')}; performance ${median(performance)}) at ${cpuSlowdownMultiplier}×`,
      },
    ];
  } finally {
    await front.close();
    await server.close();
    await page.remove();
  }
}
