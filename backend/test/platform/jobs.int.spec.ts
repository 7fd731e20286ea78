import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import { createApplicationContext } from '../../src/bootstrap/application-context';
import { SendInquiryCommand } from '../../src/modules/engagement/commands/send-inquiry/send-inquiry.command';
import type { AppConfig } from '../../src/platform/config/app-config';
import { JobQueues } from '../../src/platform/jobs/job-queues';
import { JobReactor } from '../../src/platform/jobs/job-reactor';
import { JobWorkers } from '../../src/platform/jobs/job-workers';
import { MAIL_QUEUE, type MailJob } from '../../src/platform/mail/mail-message';
import { SendMailJobHandler } from '../../src/platform/mail/send-mail.job-handler';
import { ProcessorRunner } from '../../src/platform/projections/processor-runner';
import { queueSettled } from '../support/queues';
import { SmtpCapture } from '../support/smtp-capture';
import { clearRedisPrefix, testConfig } from '../support/test-config';

const inquiry = (name: string) =>
  new SendInquiryCommand({
    name,
    email: `${name.toLowerCase()}@example.com`,
    phone: null,
    subject: 'Visita privada',
    message: 'Quisiera visitar la villa este fin de semana.',
    propertyId: 'villa-sardinero-santander',
    language: 'en',
  });

describe('events -> BullMQ jobs -> e-mail', () => {
  let smtp: SmtpCapture;
  let config: AppConfig;
  let context: INestApplicationContext;

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    config = await testConfig({ SMTP_PORT: String(smtp.port) });
    context = await createApplicationContext(config, 'test');
    await context.init();
  });
  afterEach(async () => {
    await context.get(JobWorkers).stop();
    smtp.mails.length = 0;
    smtp.attempts = 0;
  });
  afterAll(async () => {
    await context.close();
    await clearRedisPrefix(config);
    await smtp.stop();
  });

  const reactTo = () => context.get(ProcessorRunner).drain(context.get(JobReactor));
  const rewindReactor = () =>
    context.get(EntityManager).fork().execute(`delete from processor_checkpoints where name = 'job-reactor'`);

  it('reacting to the same event twice enqueues one job per purpose and sends each e-mail once', async () => {
    await context.get(CommandBus).execute(inquiry('Ana'));
    await reactTo();
    await rewindReactor();
    expect(await reactTo()).toBeGreaterThan(0);

    const counts = await context
      .get(JobQueues)
      .get(MAIL_QUEUE)
      .getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed');
    expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(2);

    await context.get(JobWorkers).start();
    const mails = await smtp.waitForMails(2);
    // Once the queue has run everything, a third mail could only come from a job it no longer has.
    await queueSettled(context.get(JobQueues).get(MAIL_QUEUE));
    expect(mails).toHaveLength(2);
    const agency = mails.find((mail) => mail.to === config.mail.agencyInbox);
    const client = mails.find((mail) => mail.to === 'ana@example.com');
    expect(agency?.text).toContain('Ana');
    expect(agency?.text).toContain('/property/villa-sardinero-santander');
    expect(agency?.html).toContain(`href="${config.publicUrl}/property/villa-sardinero-santander"`);
    expect(client?.subject).toBe('We have received your enquiry');
    expect(client?.html).toMatch(/<html lang="en"/);
  });

  it('retries a job the mail server refuses twice and then sends it exactly once', async () => {
    smtp.refusals = 2;
    await context.get(CommandBus).execute(inquiry('Bruno'));
    await reactTo();
    await context.get(JobWorkers).start();
    const mails = await smtp.waitForMails(2);
    await queueSettled(context.get(JobQueues).get(MAIL_QUEUE));
    expect(mails.filter((mail) => mail.to === 'bruno@example.com')).toHaveLength(1);
    expect(mails.filter((mail) => mail.to === config.mail.agencyInbox)).toHaveLength(1);
    expect(smtp.attempts).toBe(4);
  });

  it('does not send again when a job that already sent its mail is delivered once more', async () => {
    const handler = context.get(SendMailJobHandler);
    const data: MailJob = {
      to: 'carla@example.com',
      content: { language: 'es', subject: 'Hola', paragraphs: ['Texto'] },
    };
    const job = { id: 'redelivered-job', data };
    await handler.handle(job as Job<MailJob>);
    await handler.handle(job as Job<MailJob>);
    expect(smtp.mails.filter((mail) => mail.to === 'carla@example.com')).toHaveLength(1);
  });
});
