import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { MailJob } from '../../../platform/mail/mail-message';
import { MailJobHandler } from '../../../platform/mail/mail-job-handler';
import { OnceMailer } from '../../../platform/mail/once-mailer';
import { GetAccountContactsQuery, ListStaffQuery } from '../../identity';
import type { ViewingRow } from '../queries/viewing.dto';
import {
  SEND_VIEWING_MAIL_JOB,
  agencyViewingMail,
  clientViewingMail,
  type ViewingMailJob,
} from './viewing-mails';

/**
 * Sends a viewing mail once per job (OnceMailer). The client's name and address are read from their account
 * at sending time (a closed account gets nothing); a reminder goes out only if the appointment it was made
 * for still stands: the same confirmation (SEQUENCE), still confirmed.
 */
@Injectable()
export class ViewingMailJobHandler extends MailJobHandler<ViewingMailJob> {
  readonly jobName = SEND_VIEWING_MAIL_JOB;

  constructor(
    mailer: OnceMailer,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(mailer);
  }

  protected async compose(em: EntityManager, job: ViewingMailJob): Promise<MailJob | null> {
    const [row] = await em.execute<ViewingRow[]>('select * from viewings where id = ?', [job.viewingId]);
    if (!row) return null;
    if (
      job.kind === 'reminder' &&
      (row.status !== 'confirmed' || row.sequence !== job.appointment.sequence)
    ) {
      return null;
    }
    const [contact] = await this.queries.execute(new GetAccountContactsQuery([row.client_id]));
    // Gone, inactive or erased since (the viewing kept without its message and phone): no one to write to.
    if (!contact || !contact.active || row.message === null || row.phone === null) return null;
    let agentName: string | null = null;
    if (job.kind === 'confirmed') {
      const staff = await this.queries.execute(new ListStaffQuery());
      agentName = staff.find((member) => member.id === job.appointment.agentId)?.name ?? null;
    }
    const subject = {
      viewingId: row.id,
      propertyId: row.property_id,
      propertyTitle: row.property_title,
      propertyReference: row.property_reference,
      slots: row.slots,
      message: row.message,
      phone: row.phone,
      language: row.language,
      client: { name: contact.name, fullName: contact.fullName, email: contact.email },
      agentName,
    };
    const setting = { publicUrl: this.config.publicUrl, agencyInbox: this.config.mail.agencyInbox };
    return job.kind === 'agency'
      ? agencyViewingMail(job, subject, setting)
      : clientViewingMail(job, subject, setting);
  }
}
