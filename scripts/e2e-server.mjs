// The product as browser tests see it, once per Playwright worker (frontend/e2e/support/servers.ts).
// A template database is migrated and seeded with the sample catalogue, the demo accounts and the sample
// bookings once; then E2E_SERVERS copies (1 by default) start side by side. Copy i has a database cloned from
// the template, its own Redis prefix, the API and the worker (`cli.js start`) on port E2E_PORT + i, and an SMTP
// server that writes every mail the copy sends to test-results/mail-<i>/<n>.json
// ({ to, from, subject, text, html, headers }). Prints "e2e servers ready" once every copy answers /api/ready.
// Stops everything and drops the databases when Playwright stops it, or when any copy stops by itself.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'backend/dist/cli.js');
const firstPort = Number(process.env.E2E_PORT ?? '3100');
const count = Number(process.env.E2E_SERVERS ?? '1');
const server = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const template = `costa_e2e_${runId}_template`;
const databases = [template];
const apps = [];
const smtps = [];
let stopping = false;

/** Environment shared by the template's set-up and every copy. */
const baseEnv = {
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Browser tests are not about the cost of a password hash; the API refuses this in production.
  INSECURE_FAST_PASSWORD_HASHING: 'true',
};

async function admin(sql) {
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    apps.map(async (app) => {
      if (app.exitCode !== null || app.signalCode !== null) return;
      const exited = new Promise((resolve) => app.once('exit', resolve));
      app.kill('SIGTERM');
      await exited;
    }),
  );
  for (const smtp of smtps) smtp.close();
  for (const database of databases) {
    await admin(`drop database if exists "${database}" with (force)`).catch((error) =>
      console.error(`e2e-server: could not drop ${database}: ${error.message}`),
    );
  }
  process.exit(code);
}
process.once('SIGTERM', () => void stop(0));
process.once('SIGINT', () => void stop(0));

function fail(error) {
  console.error(`e2e-server: ${error instanceof Error ? error.message : String(error)}`);
  void stop(1);
}

/** Runs a cli.js command to its end (migrate, seed). */
function runCli(command, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, command], { cwd: root, stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`cli.js ${command} stopped with code ${code}`)),
    );
  });
}

/** Refuses a port something else already listens on: the tests would talk to that instead. */
function ensureFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use: stop what runs there or choose another E2E_PORT`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

/** An SMTP server writing each mail it receives to `mailDir` as a JSON file; resolves with its port. */
async function captureMail(mailDir) {
  await rm(mailDir, { recursive: true, force: true });
  await mkdir(mailDir, { recursive: true });
  let mails = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const to = [mail.to]
            .flat()
            .map((address) => address?.text ?? '')
            .join(', ');
          const record = {
            to,
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html || '',
            headers: Object.fromEntries(
              mail.headerLines.map((line) => [line.key, line.line.slice(line.key.length + 1).trim()]),
            ),
            // Calendar invitations and other parts, as text.
            attachments: mail.attachments.map((attachment) => ({
              contentType: attachment.contentType,
              filename: attachment.filename ?? '',
              content: attachment.content.toString('utf8'),
            })),
          };
          await writeFile(
            path.join(mailDir, `${String(++mails).padStart(4, '0')}.json`),
            JSON.stringify(record, null, 2),
          );
          callback();
        })
        .catch(callback);
    },
  });
  smtps.push(smtp);
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return smtp.server.address().port;
}

async function waitUntilReady(port) {
  const deadline = Date.now() + 170_000;
  while (!stopping) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the server on port ${port} never became ready`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function startCopy(index) {
  const port = firstPort + index;
  const database = `costa_e2e_${runId}_${index}`;
  databases.push(database);
  await admin(`create database "${database}" template "${template}"`);
  const smtpPort = await captureMail(path.join(root, 'test-results', `mail-${index}`));
  const app = spawn(process.execPath, [cli, 'start'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...baseEnv,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: `${server}/${database}`,
      REDIS_PREFIX: `costa-e2e-${runId}-${index}`,
      // The tests say which visitor they are with X-Forwarded-For (support/fixtures.ts), as a proxy would.
      TRUST_PROXY: '1',
      // The template holds the sample data already.
      SEED_SAMPLE_DATA: 'false',
      MAIL_TRANSPORT: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      PROCESSOR_POLL_MS: '100',
      JOB_BACKOFF_MS: '200',
      // Erasures of one copy are no business of the others, nor of the developer's own database.
      ERASURE_LEDGER_DIR: path.join(root, 'test-results', `erasure-ledger-${index}`),
    },
  });
  apps.push(app);
  app.once('exit', (code) => {
    if (!stopping) fail(new Error(`the server on port ${port} stopped (code ${code})`));
  });
  return port;
}

try {
  if (!Number.isInteger(count) || count < 1) throw new Error(`E2E_SERVERS must be at least 1 (got ${count})`);
  for (let index = 0; index < count; index++) await ensureFree(firstPort + index);
  const templateEnv = {
    ...baseEnv,
    DATABASE_URL: `${server}/${template}`,
    REDIS_PREFIX: `costa-e2e-${runId}-template`,
  };
  await runCli('migrate', templateEnv);
  await runCli('seed', templateEnv);
  // One clone at a time (PostgreSQL copies a template only while nobody else is connected to it); the
  // copies then start side by side.
  const ports = [];
  for (let index = 0; index < count; index++) ports.push(await startCopy(index));
  await Promise.all(ports.map(waitUntilReady));
  console.log(`e2e servers ready: ${count} on ports ${firstPort}-${firstPort + count - 1}`);
} catch (error) {
  fail(error);
}
