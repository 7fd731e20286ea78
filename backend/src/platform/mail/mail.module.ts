import { Module, type OnModuleInit } from '@nestjs/common';
import { JobWorkers } from '../jobs/job-workers';
import { MailSender } from './mail-sender';
import { OnceMailer } from './once-mailer';
import { SendMailJobHandler } from './send-mail.job-handler';

@Module({ providers: [MailSender, OnceMailer, SendMailJobHandler], exports: [MailSender, OnceMailer] })
export class MailModule implements OnModuleInit {
  constructor(
    private readonly workers: JobWorkers,
    private readonly handler: SendMailJobHandler,
  ) {}

  onModuleInit(): void {
    this.workers.register(this.handler);
  }
}
