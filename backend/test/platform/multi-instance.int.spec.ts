import { rm } from 'node:fs/promises';
import type { INestApplicationContext } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { createApplicationContext } from '../../src/bootstrap/application-context';
import type { SendInquiryRequestDto } from '../../src/modules/engagement/commands/send-inquiry/send-inquiry.request.dto';
import type { InquirySent } from '../../src/modules/engagement/domain/inquiry';
import { loadConfig, type AppConfig } from '../../src/platform/config/app-config';
import { EventStore } from '../../src/platform/event-store/event-store';
import { LOG_START, type LogPosition, type StoredEvent } from '../../src/platform/event-store/stored-event';
import { LANGUAGES } from '../../src/platform/i18n/languages';
import { JobQueues } from '../../src/platform/jobs/job-queues';
import { MAIL_QUEUE } from '../../src/platform/mail/mail-message';
import { MailOperator } from '../../src/platform/mail/mail-operator';
import { loadCheckpoint } from '../../src/platform/projections/checkpoints';
import { ProjectionRebuilder } from '../../src/platform/projections/projection-rebuilder';
import { ProjectionRegistry } from '../../src/platform/projections/projection-registry';
import { eventually } from '../support/eventually';
import { freePort } from '../support/free-port';
import { ProductProcess, requireBuiltProduct } from '../support/product-process';
import { queueSettled } from '../support/queues';
import { readModelSnapshot } from '../support/read-models';
import { SmtpCapture } from '../support/smtp-capture';
import { clearRedisPrefix, testEnvironment } from '../support/test-config';

const CLIENTS = 6;
const REQUESTS_PER_CLIENT = 10;
/** One API and one worker are killed once this many inquiries were accepted: about half of them. */
const KILL_AFTER = (CLIENTS * REQUESTS_PER_CLIENT) / 2;

/** The debug line a worker logs for each batch that moved a processor's checkpoint (ProcessorRunner). */
interface BatchLine {
  processor: string;
  pid: number;
  from: LogPosition;
  to: LogPosition;
}

const compare = (a: LogPosition, b: LogPosition): number => {
  const byTransaction = BigInt(a.transactionId) - BigInt(b.transactionId);
  const delta = byTransaction !== 0n ? byTransaction : BigInt(a.globalPosition) - BigInt(b.globalPosition);
  return delta < 0n ? -1 : delta > 0n ? 1 : 0;
};

describe('two APIs and two workers on one database, one of each killed under load', () => {
  let smtp: SmtpCapture;
  let config: AppConfig;
  let context: INestApplicationContext;
  let apis: ProductProcess[] = [];
  let workers: ProductProcess[] = [];
  let ports: number[];
  const accepted: { email: string; inquiryId: string }[] = [];
  const refused: { email: string; api: number }[] = [];
  const unexpected: { email: string; status: number }[] = [];
  let inquiries: StoredEvent<InquirySent>[];
  /** Set when API 0 and worker 0 were killed; resolves once both have exited. */
  let killed: Promise<unknown> | undefined;

  beforeAll(async () => {
    requireBuiltProduct();
    smtp = await SmtpCapture.start();
    const env = await testEnvironment({
      SMTP_PORT: String(smtp.port),
      PUBLIC_URL: 'https://costacantabria.test',
      // The APIs sit behind a proxy: each client names its own address, so the per-address limits count it alone.
      TRUST_PROXY: '1',
      // A job held by the killed worker goes back to the queue within seconds, not a minute.
      JOB_LOCK_MS: '3000',
      LOG_LEVEL: 'warn',
    });
    config = loadConfig(env);
    context = await createApplicationContext(config, 'test');
    ports = [await freePort(), await freePort()];
    apis = ports.map((port, i) => new ProductProcess(`api ${i}`, 'main.js', { ...env, PORT: String(port) }));
    // Debug: each worker logs the log range of every batch its processors committed.
    workers = [0, 1].map(
      (i) => new ProductProcess(`worker ${i}`, 'worker.js', { ...env, LOG_LEVEL: 'debug' }),
    );
    await Promise.all([
      ...apis.map((api, i) =>
        api.waitFor('ready', async () => {
          const answer = await fetch(`http://127.0.0.1:${ports[i]}/api/ready`).catch(() => null);
          return answer?.status === 200;
        }),
      ),
      ...workers.map((worker) =>
        worker.waitFor('processors started', () =>
          worker.lines.some((line) => line.includes('Machine translation is off')),
        ),
      ),
    ]);
    // Four processes booting side by side: a bound against a hang, not a measure of speed.
  }, 150_000);

  afterAll(async () => {
    await Promise.all([...apis, ...workers].map((process) => process.stop()));
    await context?.close();
    await smtp?.stop();
    if (config) {
      await clearRedisPrefix(config);
      await rm(config.mediaDir, { recursive: true, force: true });
    }
  });

  const em = () => context.get(EntityManager).fork();

  /** One visitor sending inquiries in turn to each API, each from an address of its own. */
  async function client(c: number): Promise<void> {
    for (let r = 0; r < REQUESTS_PER_CLIENT; r++) {
      const api = (c + r) % 2;
      const email = `cliente-${c}-${r}@example.com`;
      const body: SendInquiryRequestDto = {
        name: `Cliente ${c}-${r}`,
        email,
        message: '¿Sigue disponible la villa de El Sardinero?',
        language: LANGUAGES[r % LANGUAGES.length],
      };
      try {
        const answer = await fetch(`http://127.0.0.1:${ports[api]}/api/inquiries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${c}.${r}` },
          body: JSON.stringify(body),
        });
        if (answer.status === 202) {
          accepted.push({ email, inquiryId: ((await answer.json()) as { id: string }).id });
        } else {
          unexpected.push({ email, status: answer.status });
        }
      } catch {
        // The connection was refused or cut: the client knows its inquiry may not have arrived.
        refused.push({ email, api });
      }
      if (accepted.length >= KILL_AFTER && !killed) killed = Promise.all([apis[0].kill(), workers[0].kill()]);
    }
  }

  it('keeps serving on the survivors and drains every queue and processor', async () => {
    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    expect(unexpected).toEqual([]);
    expect(killed).toBeDefined();
    await killed;
    // Refusals came from the killed API only, and the load went on after the kill.
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every(({ api }) => api === 0)).toBe(true);
    expect(accepted.length).toBeGreaterThan(KILL_AFTER);

    // Every processor has read the whole log, in the survivor.
    const [newest] = await em().execute<{ transaction_id: string; global_position: string }[]>(
      `select transaction_id::text as transaction_id, global_position::text as global_position from events
        order by transaction_id desc, global_position desc limit 1`,
    );
    const end = { transactionId: newest.transaction_id, globalPosition: newest.global_position };
    for (const { name } of context.get(ProjectionRegistry).asyncProcessors()) {
      await eventually(
        `${name} to reach the log's end`,
        async () => compare(await loadCheckpoint(em(), name), end) >= 0,
      );
    }
    // The killed worker's jobs went back to the queue once their locks expired, and ran in the survivor.
    const mailQueue = context.get(JobQueues).get(MAIL_QUEUE);
    await queueSettled(mailQueue);

    // A mail the killed worker had handed to the mail server without learning its answer is 'uncertain'
    // (docs/operations.md, "Mail delivery recovery"): the operator looks for its Message-ID at the server.
    const uncertain = await em().execute<{ job_id: string; message_id: string }[]>(
      `select job_id, message_id from mail_log where status = 'uncertain'`,
    );
    const operator = context.get(MailOperator);
    for (const { job_id: jobId, message_id: messageId } of uncertain) {
      if (smtp.mails.some((mail) => mail.headers['message-id'] === messageId)) {
        await operator.confirmSent(jobId);
      } else {
        expect(await operator.retry(jobId)).toBe('requeued');
      }
    }
    await queueSettled(mailQueue);

    inquiries = (await context.get(EventStore).readLog(em(), LOG_START, 10_000, {
      types: ['InquirySent'],
      wholeLog: true,
    })) as StoredEvent<InquirySent>[];
  });

  it('records each accepted inquiry exactly once, and at most the cut-off ones besides', () => {
    const byEmail = new Map<string, StoredEvent<InquirySent>[]>();
    for (const event of inquiries)
      byEmail.set(event.data.email, [...(byEmail.get(event.data.email) ?? []), event]);
    for (const { email, inquiryId } of accepted) {
      expect(byEmail.get(email)).toEqual([
        expect.objectContaining({ streamId: `inquiry-${inquiryId}`, streamVersion: 1 }),
      ]);
    }
    // A request cut off by the kill may have committed before its answer was lost; no other inquiry exists.
    const acceptedEmails = new Set(accepted.map(({ email }) => email));
    const refusedEmails = new Set(refused.map(({ email }) => email));
    const others = inquiries.filter(({ data }) => !acceptedEmails.has(data.email));
    expect(others.every(({ data }) => refusedEmails.has(data.email))).toBe(true);
    expect(inquiries).toHaveLength(byEmail.size);
  });

  it('keeps every stream contiguous', async () => {
    const gaps = await em().execute(
      `select e.stream_id, count(*) as events, min(e.stream_version) as first, max(e.stream_version) as last,
              s.version as stream_version
         from events e join streams s on s.stream_id = e.stream_id
        group by e.stream_id, s.version
       having min(e.stream_version) <> 1 or max(e.stream_version) <> count(*) or s.version <> count(*)`,
    );
    expect(gaps).toEqual([]);
  });

  it('sends each inquiry’s two e-mails exactly once, as the mail log says', async () => {
    const expectedJobs = inquiries.flatMap(({ eventId }) => [
      `inquiry-agency-mail-${eventId}`,
      `inquiry-acknowledgement-mail-${eventId}`,
    ]);
    const rows = await em().execute<{ job_id: string; status: string; message_id: string }[]>(
      'select job_id, status, message_id from mail_log',
    );
    expect(rows.map(({ job_id }) => job_id).sort()).toEqual([...expectedJobs].sort());
    expect(rows.filter(({ status }) => status !== 'sent')).toEqual([]);
    const captured = smtp.mails.map((mail) => mail.headers['message-id']);
    expect(captured).toHaveLength(new Set(captured).size);
    expect([...captured].sort()).toEqual(rows.map(({ message_id }) => message_id).sort());
  });

  it('lets one worker at a time move each processor through the log', async () => {
    const batches = workers.flatMap((worker) =>
      worker
        .logs<Partial<BatchLine>>()
        .filter((line): line is BatchLine => typeof line.processor === 'string' && line.from !== undefined),
    );
    // Both workers took batches (before the kill at least), and only these two processes did.
    expect(new Set(batches.map(({ pid }) => pid))).toEqual(new Set(workers.map(({ pid }) => pid)));
    for (const { name } of context.get(ProjectionRegistry).asyncProcessors()) {
      const ranges = batches
        .filter(({ processor }) => processor === name)
        .sort((a, b) => compare(a.from, b.from));
      // Each batch starts where an earlier one ended or later: no range read twice, none overlapping.
      const overlaps = ranges.filter((range, i) => i > 0 && compare(range.from, ranges[i - 1].to) < 0);
      expect(overlaps).toEqual([]);
      expect(ranges.at(-1)?.to).toEqual(await loadCheckpoint(em(), name));
    }
  });

  it('leaves read models equal to a rebuild from the log', async () => {
    const live = await readModelSnapshot(context);
    expect(live.engagement_inquiries).toHaveLength(inquiries.length);
    await context.get(ProjectionRebuilder).rebuild();
    expect(await readModelSnapshot(context)).toEqual(live);
  });
});
