// `npm start`: builds whatever is missing or older than its sources, then runs the production server in a
// process of its own, started with the allocator settings and node flags of server-process.mjs (ADR 020).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchServer, SERVER_ENTRY } from './server-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : -1);
const shared = newestMtime(at('packages/shared/src'));

const parts = [
  {
    name: '@ironvolt/web',
    // The server's build of the app is made last (after the browser's): the pages are rendered with it.
    output: at('apps/web/dist/server/entry-server.js'),
    sources: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
    ],
  },
  {
    name: '@ironvolt/api',
    output: at('apps/api/dist/server.js'),
    sources: [at('apps/api/src'), at('apps/api/build.mjs')],
  },
];

// The builds' chunk listings and warnings go to this file, not the terminal: `npm start` prints the banner alone.
const BUILD_LOG = at('build.log');
let logStarted = false;

for (const part of parts) {
  const newestSource = Math.max(shared, ...part.sources.map(newestMtime));
  if (builtAt(part.output) >= newestSource) continue;
  console.info(
    `Building ${part.name} (its output in ${path.relative(process.cwd(), BUILD_LOG) || BUILD_LOG})...`,
  );
  const log = fs.openSync(BUILD_LOG, logStarted ? 'a' : 'w');
  logStarted = true;
  const result = spawnSync('npm', ['run', 'build', '-w', part.name], {
    cwd: root,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  if (result.status !== 0) {
    // The end of the log says why; the rest stays in the file.
    const tail = fs.readFileSync(BUILD_LOG, 'utf8').trimEnd().split('\n').slice(-30).join('\n');
    console.error(
      `${tail}\nironvolt: cannot start: the build of ${part.name} failed (the whole output: ${BUILD_LOG})`,
    );
    process.exit(result.status ?? 1);
  }
}

// The demo shop's invoices name the seller's address, as a shop's must; a SELLER_ADDRESS given wins.
const DEMO_SELLER_ADDRESS = '1992 Foundry Road | Dayton, OH 45402 | United States';
launchServer(SERVER_ENTRY, {
  env: { NODE_ENV: 'production', SELLER_ADDRESS: DEMO_SELLER_ADDRESS, ...process.env },
  execArgv: process.execArgv,
});
