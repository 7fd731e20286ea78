// `npm run dev`: the product for someone changing it. Checks PostgreSQL and Redis (one clear line when one is
// missing), migrates the database and seeds the sample data (both idempotent), then runs side by side:
//   - tsc in watch mode, compiling backend/src into backend/dist on every change;
//   - the API and the worker with `node --watch`, each restarted when its compiled code changes;
//   - Vite's dev server (hot module replacement), which proxies /api and /media to the API.
// The browser talks to Vite only: it serves the HTML itself, so the API needs no frontend/dist.
// Ports: PORT for the API (3000), DEV_PORT for Vite (5173). Ctrl+C stops everything.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'backend/dist');
const apiPort = Number(process.env.PORT ?? '3000');
const devPort = Number(process.env.DEV_PORT ?? '5173');
const apiHost =
  !process.env.HOST || ['0.0.0.0', '::'].includes(process.env.HOST) ? '127.0.0.1' : process.env.HOST;

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  PORT: String(apiPort),
  // Links in e-mails and redirects lead to the page the developer has open: Vite's.
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${devPort}`,
  DEV_API_URL: `http://${apiHost.includes(':') ? `[${apiHost}]` : apiHost}:${apiPort}`,
};
if (env.NODE_ENV === 'production') {
  console.error(
    '[dev] npm run dev is for development; NODE_ENV=production uses `npm start` or the container.',
  );
  process.exit(2);
}

const children = new Set();
let stopping = false;

function run(name, args, options = {}) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit', ...options });
  children.add(child);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (!stopping && options.persistent) {
      console.error(`[dev] ${name} stopped (${signal ?? `exit code ${code}`}); stopping everything`);
      stop(code || 1);
    }
  });
  return child;
}

/** Runs a one-off step to its end; a failing step ends `npm run dev` with its own message already printed. */
function step(name, args) {
  return new Promise((resolve) => {
    run(name, args).once('exit', (code) => {
      if (stopping) return;
      if (code === 0) resolve();
      else stop(code ?? 1);
    });
  });
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const waitAll = [...children].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  Promise.all(waitAll).then(() => process.exit(code));
}
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

/** tsc in watch mode; resolves after its first compilation, which the steps below need. */
function compileInWatchMode() {
  return new Promise((resolve) => {
    const tsc = run(
      'tsc',
      [
        path.join(root, 'node_modules/typescript/bin/tsc'),
        '-p',
        'backend/tsconfig.build.json',
        '--watch',
        '--preserveWatchOutput',
      ],
      { stdio: ['ignore', 'pipe', 'inherit'], persistent: true },
    );
    let pending = '';
    let first = true;
    tsc.stdout.setEncoding('utf8');
    tsc.stdout.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) {
        if (!line.trim()) continue;
        console.log(`[tsc] ${line.replace(/^.*? - /, '')}`);
        if (first && /Found \d+ errors?\. Watching for file changes/.test(line)) {
          first = false;
          resolve();
        }
      }
    });
  });
}

console.log('[dev] compiling the backend (tsc --watch)...');
await compileInWatchMode();
if (!existsSync(path.join(dist, 'main.js'))) {
  console.error(
    '[dev] backend/dist/main.js is missing: fix the compile errors above and run npm run dev again.',
  );
  stop(1);
} else {
  const require = createRequire(import.meta.url);
  const { checkPostgres, checkRedis, PreflightError } = require(path.join(dist, 'bootstrap/preflight.js'));
  const { loadConfig, ConfigError } = require(path.join(dist, 'platform/config/app-config.js'));
  let config;
  try {
    config = loadConfig(env);
    await checkPostgres(config);
    await checkRedis(config);
  } catch (error) {
    if (!(error instanceof PreflightError || error instanceof ConfigError)) throw error;
    console.error(`[dev] ${error.message}`);
    stop(1);
  }
  if (config && !stopping) {
    const cli = path.join(dist, 'cli.js');
    await step('migrate', [cli, 'migrate']);
    if (config.seedSampleData) await step('seed', [cli, 'seed']);
    // --watch-path would miss files tsc adds later; --watch follows every module the entry point loads.
    run('api', ['--watch', '--watch-preserve-output', path.join(dist, 'main.js')], { persistent: true });
    run('worker', ['--watch', '--watch-preserve-output', path.join(dist, 'worker.js')], { persistent: true });
    run(
      'vite',
      [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', String(devPort), '--strictPort'],
      { cwd: path.join(root, 'frontend'), persistent: true },
    );
    console.log(
      `[dev] open http://localhost:${devPort}/ (Vite, hot reload); the API runs on ${env.DEV_API_URL} ` +
        `and answers through Vite under /api and /media.`,
    );
  }
}
