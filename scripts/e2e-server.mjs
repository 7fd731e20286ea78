// The product as browser tests see it: a fresh database with the sample catalogue, its own Redis prefix,
// the API and the worker (`cli.js start`), and an SMTP server that writes every mail the product sends to
// test-results/mail/<n>.json ({ to, from, subject, text, html }). Stops everything and drops the database
// when Playwright stops it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mailDir = path.join(root, 'test-results', 'mail');
const port = process.env.E2E_PORT ?? '3100';
const server = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const database = `costa_e2e_${runId}`;

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
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

const app = spawn(process.execPath, [path.join(root, 'backend/dist/cli.js'), 'start'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: `${server}/${database}`,
    REDIS_PREFIX: `costa-e2e-${runId}`,
    SEED_SAMPLE_DATA: 'true',
    MAIL_TRANSPORT: 'smtp',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    PROCESSOR_POLL_MS: '100',
    JOB_BACKOFF_MS: '200',
  },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (app.exitCode === null) {
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
  }
  smtp.close();
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists "${database}" with (force)`);
  await admin.end();
  process.exit(code);
}
app.once('exit', (code) => void stop(code ?? 1));
process.once('SIGTERM', () => void stop(0));
process.once('SIGINT', () => void stop(0));
