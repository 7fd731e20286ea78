import { createServer, type AddressInfo, type Server } from 'node:net';
import type { INestApplicationContext } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { UnrecoverableError, type Job } from 'bullmq';
import { createApplicationContext } from '../../src/bootstrap/application-context';
import type { AppConfig } from '../../src/platform/config/app-config';
import { JobQueues } from '../../src/platform/jobs/job-queues';
import { JobWorkers } from '../../src/platform/jobs/job-workers';
import { mailCommand } from '../../src/platform/mail/mail-command';
import { MailHealth } from '../../src/platform/mail/mail-health';
import { MAIL_QUEUE, SEND_MAIL_JOB, type MailJob } from '../../src/platform/mail/mail-message';
import { mailMessageId } from '../../src/platform/mail/mail-message-id';
import { MailOperator } from '../../src/platform/mail/mail-operator';
import { MailSender } from '../../src/platform/mail/mail-sender';
import { MailSweep } from '../../src/platform/mail/mail-sweep';
import { OnceMailer } from '../../src/platform/mail/once-mailer';
import { SendMailJobHandler } from '../../src/platform/mail/send-mail.job-handler';
import { eventually } from '../support/eventually';
import { SmtpCapture } from '../support/smtp-capture';
import { clearRedisPrefix, testConfig } from '../support/test-config';

const mailTo = (to: string, language: MailJob['content']['language'] = 'es'): MailJob => ({
  to,
  content: { language, subject: 'Su visita', paragraphs: ['Le esperamos el sábado.'] },
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** An SMTP server that takes a whole message and then drops the connection instead of answering it. */
async function silentSmtp(): Promise<{ server: Server; port: number; received: () => number }> {
  let received = 0;
  const server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 silent ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      if (inData) {
        if (buffer.endsWith('\r\n.\r\n')) {
          received++;
          socket.destroy();
        }
        return;
      }
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        inData = /^DATA/i.test(line);
        socket.write(inData ? '354 go ahead\r\n' : '250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, received: () => received };
}

describe('mail that is never sent twice and never lost', () => {
  let smtp: SmtpCapture;
  let port: number;
  let config: AppConfig;
  let context: INestApplicationContext;
  let em: EntityManager;

  beforeAll(async () => {
    port = await freePort();
    smtp = await SmtpCapture.start(port);
    config = await testConfig({ SMTP_PORT: String(port) });
    context = await createApplicationContext(config, 'test');
    await context.init();
    em = context.get(EntityManager).fork();
  });
  afterEach(async () => {
    await context.get(JobWorkers).stop();
    await em.execute('delete from mail_log');
    smtp.mails.length = 0;
    smtp.attempts = 0;
    smtp.refusals = 0;
    smtp.beforeAnswer = undefined;
  });
  afterAll(async () => {
    await context.close();
    await clearRedisPrefix(config);
    await smtp.stop();
  });

  const handle = (id: string, data: MailJob) =>
    context.get(SendMailJobHandler).handle({ id, data } as Job<MailJob>);
  const row = async (jobId: string) =>
    (
      await em.execute<{ status: string; message_id: string | null; handed_over_at: string | null }[]>(
        'select status, message_id, handed_over_at from mail_log where job_id = ?',
        [jobId],
      )
    )[0];
  const enqueue = (jobId: string, data: MailJob) =>
    context.get(JobQueues).addMany(MAIL_QUEUE, [{ name: SEND_MAIL_JOB, data, jobId }]);
  const jobState = async (jobId: string) =>
    (await context.get(JobQueues).get(MAIL_QUEUE).getJob(jobId))?.getState();
  const cli = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await mailCommand(context.get(MailOperator), args, (line) => lines.push(line));
    return { code, out: lines.join('\n') };
  };

  it("sends a Message-ID derived from the job and the recipient's language as Content-Language", async () => {
    await handle('welcome-de', mailTo('dora@example.com', 'de'));
    await handle('welcome-ru', mailTo('ruslan@example.com', 'ru'));
    const threaded: MailJob = {
      ...mailTo('mia@example.com', 'mk'),
      headers: { 'Message-ID': '<inquiry-1@x.test>' },
    };
    await handle('reply-mk', threaded);

    const byRecipient = Object.fromEntries(smtp.mails.map((mail) => [mail.to, mail.headers]));
    expect(byRecipient['dora@example.com']['message-id']).toBe(mailMessageId('welcome-de', config.publicUrl));
    expect(byRecipient['dora@example.com']['content-language']).toBe('de');
    expect(byRecipient['ruslan@example.com']['content-language']).toBe('ru');
    expect(byRecipient['mia@example.com']['message-id']).toBe('<inquiry-1@x.test>');
    expect(byRecipient['mia@example.com']['content-language']).toBe('mk');
    expect(mailMessageId('welcome-de', config.publicUrl)).toMatch(/^<mail-[0-9a-f]{32}@localhost>$/);
    expect(await row('reply-mk')).toMatchObject({ status: 'sent', message_id: '<inquiry-1@x.test>' });
  });

  it('records the hand-over before the server has the end of the message', async () => {
    const seen: Awaited<ReturnType<typeof row>>[] = [];
    smtp.beforeAnswer = async () => {
      seen.push(await row('handed-over'));
    };
    await handle('handed-over', mailTo('hugo@example.com'));
    expect(seen).toEqual([
      expect.objectContaining({
        status: 'sending',
        message_id: mailMessageId('handed-over', config.publicUrl),
        handed_over_at: expect.any(String),
      }),
    ]);
    expect(await row('handed-over')).toMatchObject({ status: 'sent' });
  });

  it('sends the mail of a worker killed before the hand-over once, with the same Message-ID', async () => {
    await em.execute(`insert into mail_log (job_id, status) values ('killed-early', 'sending')`);
    await handle('killed-early', mailTo('irene@example.com'));
    await handle('killed-early', mailTo('irene@example.com'));
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].headers['message-id']).toBe(mailMessageId('killed-early', config.publicUrl));
  });

  it('never sends again by itself what a worker killed after the hand-over may have delivered', async () => {
    const messageId = mailMessageId('killed-late', config.publicUrl);
    await enqueue('killed-late', mailTo('julia@example.com'));
    await em.execute(
      `insert into mail_log (job_id, status, handed_over_at, message_id) values ('killed-late', 'sending', now(), ?)`,
      [messageId],
    );
    await context.get(JobWorkers).start();
    await eventually('mail killed-late to fail', () => jobState('killed-late'), {
      until: (state) => state === 'failed',
      intervalMs: 25,
    });
    expect(smtp.attempts).toBe(0);
    expect(await row('killed-late')).toMatchObject({ status: 'uncertain' });
    expect(await context.get(MailHealth).status()).toBe('degraded');

    const listed = await cli('failed');
    expect(listed.out).toContain(`uncertain  killed-late  attempts 2`);
    expect(listed.out).toContain(`Message-ID ${messageId}`);
    expect(listed.out).not.toContain('julia');
    // --all leaves it: only the mail server's log can tell whether it arrived.
    expect((await cli('retry', '--all')).out).toContain('requeued: 0');

    expect(await cli('retry', 'killed-late')).toEqual({ code: 0, out: 'killed-late: requeued' });
    const [mail] = await smtp.waitForMails(1);
    expect(mail.headers['message-id']).toBe(messageId);
    await eventually('mail killed-late to be sent', () => row('killed-late'), {
      until: (found) => found.status === 'sent',
      intervalMs: 25,
    });
    expect(await cli('retry', 'killed-late')).toEqual({ code: 1, out: 'killed-late: already_sent' });
    expect(await context.get(MailHealth).status()).toBe('ok');
  });

  it('leaves a mail uncertain when the connection breaks after the hand-over, and the operator may confirm it', async () => {
    const silent = await silentSmtp();
    try {
      const sender = new MailSender({ ...config, mail: { ...config.mail, smtpPort: silent.port } });
      const mailer = new OnceMailer(context.get(MikroORM), sender, config);
      const send = () => mailer.send('dropped', async () => mailTo('karl@example.com'));
      await expect(send()).rejects.toBeInstanceOf(UnrecoverableError);
      await expect(send()).rejects.toBeInstanceOf(UnrecoverableError);
      expect(silent.received()).toBe(1);
      expect(await row('dropped')).toMatchObject({ status: 'uncertain' });

      expect(await cli('sent', 'dropped')).toEqual({ code: 0, out: 'dropped: recorded as sent' });
      expect(await row('dropped')).toMatchObject({ status: 'sent' });
    } finally {
      await new Promise((resolve) => silent.server.close(resolve));
    }
  });

  it('marks a mail the server refuses for good as refused, without retries, and mail retry sends it', async () => {
    smtp.refusals = 1;
    smtp.refusalCode = 550;
    try {
      await enqueue('refused', mailTo('lena@example.com'));
      await context.get(JobWorkers).start();
      await eventually('mail refused to fail', () => jobState('refused'), {
        until: (state) => state === 'failed',
        intervalMs: 25,
      });
      expect(smtp.attempts).toBe(1);
      expect(await row('refused')).toMatchObject({ status: 'refused' });
      expect((await cli('failed')).out).toMatch(/^refused\s+refused {2}attempts 1 .*error EMESSAGE 550/m);

      expect(await cli('retry', 'refused')).toEqual({ code: 0, out: 'refused: requeued' });
      await smtp.waitForMails(1);
      await eventually('mail refused to be sent', () => row('refused'), {
        until: (found) => found.status === 'sent',
        intervalMs: 25,
      });
      expect(smtp.mails.map((mail) => mail.to)).toEqual(['lena@example.com']);
    } finally {
      smtp.refusalCode = 451;
    }
  });

  it('loses no mail in an SMTP outage longer than its retries: health says so, the sweep sends it after', async () => {
    await smtp.stop();
    await enqueue('outage', mailTo('marta@example.com'));
    await context.get(JobWorkers).start();
    await eventually('mail outage to fail', () => jobState('outage'), {
      until: (state) => state === 'failed',
      intervalMs: 25,
    });
    expect(await context.get(MailHealth).status()).toBe('degraded');
    expect((await cli('failed')).out).toMatch(/^retrying\s+outage {2}attempts 5 .*error E/m);

    smtp = await SmtpCapture.start(port);
    // Nothing touched it for the sweep's quarter of an hour.
    await em.execute(
      `update mail_log set updated_at = now() - interval '20 minutes' where job_id = 'outage'`,
    );
    expect(await context.get(MailSweep).sweep()).toEqual({ requeued: 1, givenUp: 0 });
    await smtp.waitForMails(1);
    await eventually('mail outage to be sent', () => row('outage'), {
      until: (found) => found.status === 'sent',
      intervalMs: 25,
    });
    expect(smtp.mails).toHaveLength(1);
    expect(await context.get(MailHealth).status()).toBe('ok');
  });
});
