import { Module, type OnModuleInit } from '@nestjs/common';
import { JobWorkers } from '../jobs/job-workers';
import { MailHealth } from './mail-health';
import { MAIL_QUEUE } from './mail-message';
import { MailOperator } from './mail-operator';
import { MailSender } from './mail-sender';
import { MAIL_SWEEP_JOB, MailSweep } from './mail-sweep';
import { OnceMailer } from './once-mailer';
import { SendMailJobHandler } from './send-mail.job-handler';

@Module({
  providers: [MailSender, OnceMailer, SendMailJobHandler, MailSweep, MailOperator, MailHealth],
  exports: [MailSender, OnceMailer, MailOperator, MailHealth],
})
export class MailModule implements OnModuleInit {
  constructor(
    private readonly workers: JobWorkers,
    private readonly handler: SendMailJobHandler,
    private readonly sweep: MailSweep,
  ) {}

  onModuleInit(): void {
    this.workers.register(this.handler);
    this.workers.register(this.sweep);
    this.workers.schedule({
      queue: MAIL_QUEUE,
      schedulerId: MAIL_SWEEP_JOB,
      pattern: '*/5 * * * *',
      timeZone: 'UTC',
      jobName: MAIL_SWEEP_JOB,
      data: {},
    });
  }
}
