import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventStore } from '../../../../platform/event-store/event-store';
import type { LocalizedText } from '../../../../platform/i18n/languages';
import { GetAccountContactsQuery } from '../../../identity';
import { clientStreamId, type ClientEvent } from '../../domain/client.events';
import type { AlertReason } from '../../alerts/alert-log';
import type { AlertFrequency, SearchFilters } from '../../domain/search-filters';
import { GetAlertSettingsQuery } from '../get-alert-settings/get-alert-settings.query';
import { isoOrNull, type InquiryRow } from '../get-inquiry/inquiry-rows';
import type { ClientDataExportDto } from './client-data-export.dto';
import { ExportClientDataQuery } from './export-client-data.query';

interface FavoriteRow {
  property_id: string;
  reference: string;
  title: LocalizedText;
  added_at: Date;
}

interface SearchRow {
  id: string;
  name: string;
  filters: SearchFilters;
  frequency: AlertFrequency;
  reductions_only: boolean;
  created_at: Date;
  seen_at: Date;
}

interface AlertRow {
  property_id: string;
  reason: AlertReason;
  price_eur: number;
  previous_price_eur: number | null;
  delivery: AlertFrequency;
  search_name: string | null;
  occurred_at: Date;
}

interface ReplyRow {
  inquiry_id: string;
  actor_id: string | null;
  body: string | null;
  at: Date;
  read_at: Date | null;
}

const iso = (date: Date) => new Date(date).toISOString();

interface SearchHistory {
  /** Every name it was given, the oldest first. */
  names: string[];
  savedAt: string;
  deletedAt: string | null;
}

/**
 * Each saved search as the client's stream tells it: the log keeps the names of renamed and deleted searches,
 * so the person's copy holds them too.
 */
function searchHistories(events: readonly ClientEvent[]): Map<string, SearchHistory> {
  const searches = new Map<string, SearchHistory>();
  for (const event of events) {
    if (event.type === 'SearchSaved') {
      const { searchId, name, savedAt } = event.data;
      searches.set(searchId, { names: name === null ? [] : [name], savedAt, deletedAt: null });
    } else if (event.type === 'SavedSearchRenamed' && event.data.name !== null) {
      searches.get(event.data.searchId)?.names.push(event.data.name);
    } else if (event.type === 'SavedSearchDeleted') {
      const search = searches.get(event.data.searchId);
      if (search) search.deletedAt = event.data.deletedAt;
    }
  }
  return searches;
}

@QueryHandler(ExportClientDataQuery)
export class ExportClientDataHandler implements IQueryHandler<ExportClientDataQuery, ClientDataExportDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly store: EventStore,
  ) {}

  async execute({ userId }: ExportClientDataQuery): Promise<ClientDataExportDto> {
    const em = this.em.fork();
    const [favorites, searches, alerts, inquiries, replies, alertSettings] = await Promise.all([
      em.execute<FavoriteRow[]>(
        `select f.property_id, p.reference, p.title, f.added_at
           from engagement_favorites f join engagement_properties p on p.id = f.property_id
          where f.user_id = ? order by f.added_at, f.property_id`,
        [userId],
      ),
      em.execute<SearchRow[]>(
        `select id, name, filters, frequency, reductions_only, created_at, seen_at from engagement_saved_searches
          where user_id = ? order by created_at, id`,
        [userId],
      ),
      em.execute<AlertRow[]>(
        `select l.property_id, l.reason, l.price_eur, l.previous_price_eur, l.delivery, s.name as search_name,
           l.occurred_at
           from engagement_alert_log l left join engagement_saved_searches s on s.id = l.search_id
          where l.user_id = ? order by l.occurred_at, l.id`,
        [userId],
      ),
      em.execute<InquiryRow[]>('select * from engagement_inquiries where user_id = ? order by sent_at, id', [
        userId,
      ]),
      // Replies only: the agency's internal notes, assignments and status steps are not the client's.
      em.execute<ReplyRow[]>(
        `select a.inquiry_id, a.actor_id, a.body, a.at, a.read_at
           from engagement_inquiry_activity a join engagement_inquiries i on i.id = a.inquiry_id
          where i.user_id = ? and a.kind = 'reply' order by a.inquiry_id, a.position`,
        [userId],
      ),
      this.queries.execute(new GetAlertSettingsQuery(userId)),
    ]);
    const histories = searchHistories(await this.store.readStream<ClientEvent>(em, clientStreamId(userId)));
    const authors = [...new Set(replies.flatMap((reply) => (reply.actor_id ? [reply.actor_id] : [])))];
    const contacts = await this.queries.execute(new GetAccountContactsQuery(authors));
    const author = (actorId: string | null) =>
      contacts.find((contact) => contact.userId === actorId)?.name ?? null;
    return {
      favorites: favorites.map((row) => ({
        propertyId: row.property_id,
        reference: row.reference,
        title: row.title,
        addedAt: iso(row.added_at),
      })),
      savedSearches: searches.map((row) => ({
        name: row.name,
        criteria: row.filters,
        alertFrequency: row.frequency,
        reductionsOnly: row.reductions_only,
        createdAt: iso(row.created_at),
        seenAt: iso(row.seen_at),
        earlierNames: (histories.get(row.id)?.names ?? []).slice(0, -1),
      })),
      deletedSavedSearches: [...histories.values()].flatMap(({ names, savedAt, deletedAt }) =>
        deletedAt && names.length > 0 ? [{ names, savedAt, deletedAt }] : [],
      ),
      alertSettings,
      alertsSent: alerts.map((row) => ({
        propertyId: row.property_id,
        reason: row.reason,
        priceEur: row.price_eur,
        previousPriceEur: row.previous_price_eur,
        delivery: row.delivery,
        savedSearch: row.search_name,
        at: iso(row.occurred_at),
      })),
      inquiries: inquiries.map((row) => ({
        name: row.name,
        email: row.email,
        phone: row.phone,
        subject: row.subject,
        message: row.message,
        propertyId: row.property_id,
        language: row.language,
        status: row.status,
        sentAt: iso(row.sent_at),
        replies: replies
          .filter((reply) => reply.inquiry_id === row.id)
          .map((reply) => ({
            message: reply.body ?? '',
            author: author(reply.actor_id),
            at: iso(reply.at),
            readAt: isoOrNull(reply.read_at),
          })),
      })),
    };
  }
}
