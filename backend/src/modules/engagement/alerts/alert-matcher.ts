import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../platform/event-store/stored-event';
import { EventStore } from '../../../platform/event-store/event-store';
import { SYSTEM_ACTOR } from '../../../platform/event-store/stored-event';
import { JobQueues } from '../../../platform/jobs/job-queues';
import { MAIL_QUEUE } from '../../../platform/mail/mail-message';
import type { AsyncProcessor } from '../../../platform/projections/projection';
import { ProjectionRegistry } from '../../../platform/projections/projection-registry';
import type { PropertyEvent } from '../../catalogue';
import { searchMatchesStreamId, type SavedSearchesMatched } from '../domain/search-matches.events';
import { recordAlerts, type RecordedAlert } from './alert-log';
import { ALERT_EVENT_TYPES, alertTrigger } from './alert-trigger';

export const SEND_ALERT_MAIL_JOB = 'send-alert-mail';

/**
 * An instant alert e-mail job: the alert itself. The worker may run it before the processor's transaction
 * commits, so it never looks the alert up in the log; it reads the property, search and follower as they
 * are when the mail goes out.
 */
export type AlertMailJob = Omit<RecordedAlert, 'subjectKey' | 'delivery'>;

/** `<purpose>-<event id>-<subject>`: the event and the one it alerts make the job, so enqueuing twice is a no-op. */
function instantJobId(alert: RecordedAlert, eventId: string): string {
  if (alert.searchId) return `search-alert-${eventId}-${alert.searchId}`;
  return alert.reason === 'back_on_market'
    ? `back-on-market-alert-${eventId}-${alert.userId}`
    : `price-drop-alert-${eventId}-${alert.userId}`;
}

/**
 * The checkpointed processor of alerts. For each catalogue event that is news, it records the alerts in the
 * alert log (in the transaction that stores its checkpoint) and enqueues an e-mail per instant alert; daily
 * and weekly alerts wait in the log for their digest. Redis down: the batch fails, nothing is recorded, and
 * the same events are read again later.
 *
 * It also records `SavedSearchesMatched` with the number of searches it alerted, in the same transaction.
 * The listing statistics count matches by reacting to that event rather than asking engagement through its
 * door: their daily activity is a read model of the log (rebuilt to the same rows), and the alert log is
 * engagement's own record, not an event another module may project.
 */
@Injectable()
export class AlertMatcher implements AsyncProcessor<PropertyEvent> {
  readonly name = 'engagement-alert-matcher';
  readonly eventTypes = ALERT_EVENT_TYPES;
  readonly batchSize = 100;

  constructor(
    private readonly queues: JobQueues,
    private readonly store: EventStore,
    private readonly projections: ProjectionRegistry,
  ) {}

  async handle(em: EntityManager, events: readonly StoredEvent<PropertyEvent>[]): Promise<void> {
    const jobs: { name: string; data: AlertMailJob; jobId: string }[] = [];
    for (const event of events) {
      const trigger = alertTrigger(event);
      if (!trigger) continue;
      const alerts = await recordAlerts(em, event, trigger);
      await this.recordMatches(em, event, trigger.propertyId, alerts);
      for (const alert of alerts) {
        if (alert.delivery !== 'instant') continue;
        const { userId, searchId, propertyId, reason, priceEur, previousPriceEur } = alert;
        jobs.push({
          name: SEND_ALERT_MAIL_JOB,
          data: { userId, searchId, propertyId, reason, priceEur, previousPriceEur },
          jobId: instantJobId(alert, event.eventId),
        });
      }
    }
    await this.queues.addMany(MAIL_QUEUE, jobs);
  }

  /**
   * The searches alerted now: a replayed event records no alert, so no second count. A search that had this
   * news already, or whose client follows the property and hears of it by their own e-mail, is not counted.
   */
  private async recordMatches(
    em: EntityManager,
    cause: StoredEvent,
    propertyId: string,
    alerts: readonly RecordedAlert[],
  ): Promise<void> {
    const matches = alerts.filter((alert) => alert.searchId !== null).length;
    if (matches === 0) return;
    const streamId = searchMatchesStreamId(propertyId);
    const matched: SavedSearchesMatched = {
      type: 'SavedSearchesMatched',
      // The day of the news, not of the processing: a late processor still counts on the day it happened.
      data: { propertyId, matches, matchedAt: cause.createdAt.toISOString() },
    };
    const stored = await this.store.append(
      em,
      streamId,
      [matched],
      (await this.store.streamVersion(em, streamId)) ?? 0,
      {
        actorId: SYSTEM_ACTOR,
        causationId: cause.eventId,
        correlationId: cause.metadata.correlationId ?? null,
      },
    );
    await this.projections.applyInline(em, stored);
  }
}
