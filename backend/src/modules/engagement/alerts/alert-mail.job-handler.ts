import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { MailJob } from '../../../platform/mail/mail-message';
import { MailJobHandler } from '../../../platform/mail/mail-job-handler';
import { OnceMailer } from '../../../platform/mail/once-mailer';
import { AlertAddressing } from './alert-addressing';
import { toItem, type AlertItemRow } from './alert-log';
import { favoriteBackOnMarketMail, favoritePriceDropMail, searchAlertMail } from './alert-mails';
import { SEND_ALERT_MAIL_JOB, type AlertMailJob } from './alert-matcher';

interface AlertRow extends AlertItemRow {
  status: string;
  current_price_eur: number;
  search_name: string | null;
  search_frequency: string | null;
  search_reductions_only: boolean | null;
  following: boolean;
}

/**
 * Sends an instant alert once per job (OnceMailer). What it says comes with the job; whether it still
 * applies is read at sending time: nothing goes out when the property left the market or its price changed
 * again, the search was deleted or turned off, the client stopped following the property or its price-drop
 * e-mails (which bring a favorite back on the market too), or the account may not receive mail.
 */
@Injectable()
export class AlertMailJobHandler extends MailJobHandler<AlertMailJob> {
  readonly jobName = SEND_ALERT_MAIL_JOB;

  constructor(
    mailer: OnceMailer,
    private readonly addressing: AlertAddressing,
  ) {
    super(mailer);
  }

  protected async compose(em: EntityManager, alert: AlertMailJob): Promise<MailJob | null> {
    const [row] = await em.execute<AlertRow[]>(
      `select p.id as property_id, ?::text as reason, ?::integer as price_eur,
         ?::integer as previous_price_eur, p.title, p.city, p.bedrooms, p.size_built_m2, p.cover_image,
         p.status, p.price_eur as current_price_eur, s.name as search_name, s.frequency as search_frequency,
         s.reductions_only as search_reductions_only,
         exists (select 1 from engagement_favorites f where f.user_id = ? and f.property_id = p.id
           and coalesce((select a.price_drop_alerts from engagement_alert_settings a
             where a.user_id = f.user_id), true)) as following
       from engagement_properties p
       left join engagement_saved_searches s on s.id = ?::uuid and s.user_id = ?
       where p.id = ?`,
      [
        alert.reason,
        alert.priceEur,
        alert.previousPriceEur,
        alert.userId,
        alert.searchId,
        alert.userId,
        alert.propertyId,
      ],
    );
    if (!row || row.status !== 'active') return null;
    if (alert.reason === 'price_drop' && row.current_price_eur !== alert.priceEur) return null;
    if (alert.searchId && (!row.search_name || row.search_frequency === 'none')) return null;
    // The client asked since for reductions only: other news of the search is no longer wanted.
    if (alert.searchId && row.search_reductions_only && alert.reason !== 'price_drop') return null;
    if (!alert.searchId && !row.following) return null;
    const address = await this.addressing.address(
      alert.userId,
      alert.searchId ? { kind: 'search', searchId: alert.searchId } : { kind: 'price_drops' },
    );
    if (!address) return null;
    if (row.search_name) return searchAlertMail(address, row.search_name, toItem(row));
    return alert.reason === 'back_on_market'
      ? favoriteBackOnMarketMail(address, toItem(row))
      : favoritePriceDropMail(address, toItem(row));
  }
}
