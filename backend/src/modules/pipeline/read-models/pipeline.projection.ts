import type { EntityManager } from '@mikro-orm/postgresql';
import type { InlineProjection } from '../../../platform/projections/projection';
import { accountActorId, type StoredEvent } from '../../../platform/event-store/stored-event';
import type { LocalizedText } from '../../../platform/i18n/languages';
import type { PropertyEvent } from '../../catalogue';
import type { InquirySent } from '../../engagement';
import type { SaleEvent } from '../../sales';
import type { ViewingEvent } from '../../viewings';
import { nextDeal, type Deal, type DealStep } from '../domain/deal-stage';

type ListingEvent = Extract<PropertyEvent, { type: 'PropertyListed' | 'PropertyRevised' }>;
type PipelineEvent = ListingEvent | InquirySent | ViewingEvent | SaleEvent;

interface DealKey {
  propertyId: string;
  clientId: string;
}

interface DealRow {
  stage: Deal['stage'];
  agent_id: string | null;
  area: string | null;
  amount_eur: string | null;
  opened_at: Date | string;
  viewing_at: Date | string | null;
  offer_at: Date | string | null;
  reserved_at: Date | string | null;
  completed_at: Date | string | null;
  lost_at: Date | string | null;
  updated_at: Date | string;
}

/** An instant as the driver hands it (a Date or PostgreSQL's text), as ISO 8601. */
const instant = (at: Date | string) => new Date(at).toISOString();
const iso = (at: Date | string | null) => (at === null ? null : instant(at));

async function readDeal(
  em: EntityManager,
  key: DealKey,
): Promise<{ deal: Deal; area: string | null } | null> {
  const [row] = await em.execute<DealRow[]>(
    `select stage, agent_id, area, amount_eur, opened_at, viewing_at, offer_at, reserved_at, completed_at,
       lost_at, updated_at
     from pipeline_deals where property_id = ? and client_id = ?`,
    [key.propertyId, key.clientId],
  );
  if (!row) return null;
  const deal: Deal = {
    stage: row.stage,
    agentId: row.agent_id,
    amountEur: row.amount_eur === null ? null : Number(row.amount_eur),
    openedAt: instant(row.opened_at),
    viewingAt: iso(row.viewing_at),
    offerAt: iso(row.offer_at),
    reservedAt: iso(row.reserved_at),
    completedAt: iso(row.completed_at),
    lostAt: iso(row.lost_at),
    updatedAt: instant(row.updated_at),
  };
  return { deal, area: row.area };
}

/** Adds `by` to the deals standing in a stage for an agent and an area. */
const countStage = (
  em: EntityManager,
  stage: string,
  agentId: string | null,
  area: string | null,
  by: number,
) =>
  em.execute(
    `insert into pipeline_stage_counts (stage, agent_id, area, deals) values (?, ?, ?, ?)
     on conflict (stage, agent_id, area) do update set deals = pipeline_stage_counts.deals + excluded.deals`,
    [stage, agentId, area, by],
  );

/** The funnel's stages and the deal's instants of entering each, in stage order. */
const FUNNEL_DATES = [
  ['inquiry', 'openedAt'],
  ['viewing', 'viewingAt'],
  ['offer', 'offerAt'],
  ['reserved', 'reservedAt'],
  ['completed', 'completedAt'],
] as const;

/**
 * Per funnel stage, in SQL over `pipeline_deals d`, the last instant the deal reached it or a later stage:
 * where the cumulative funnel counts it (the same as `reachedAt`, for the area moves and the bench).
 */
export const FUNNEL_REACHED_SQL = `(values
  ('inquiry', greatest(d.opened_at, d.viewing_at, d.offer_at, d.reserved_at, d.completed_at)),
  ('viewing', greatest(d.viewing_at, d.offer_at, d.reserved_at, d.completed_at)),
  ('offer', greatest(d.offer_at, d.reserved_at, d.completed_at)),
  ('reserved', greatest(d.reserved_at, d.completed_at)),
  ('completed', d.completed_at)) reached(stage, at)`;

/** The last instant the deal reached the funnel's `index`th stage or a later one (a skipped one is passed). */
function reachedAt(deal: Deal, index: number): number | null {
  const instants = FUNNEL_DATES.slice(index).flatMap(([, field]) =>
    deal[field] ? [Date.parse(deal[field])] : [],
  );
  return instants.length ? Math.max(...instants) : null;
}

/** Adds `by` to the deals counted at a funnel stage in an instant's Madrid month, for an agent and an area. */
const countMonth = (
  em: EntityManager,
  at: number,
  stage: string,
  agentId: string | null,
  area: string | null,
  by: number,
) =>
  em.execute(
    `insert into pipeline_stage_months (month, stage, agent_id, area, deals)
     values (date_trunc('month', ?::timestamptz at time zone 'Europe/Madrid')::date, ?, ?, ?, ?)
     on conflict (month, stage, agent_id, area) do update set deals = pipeline_stage_months.deals + excluded.deals`,
    [new Date(at).toISOString(), stage, agentId, area, by],
  );

/**
 * Keeps the counts the board and the report read: the deal leaves its former stage's count for its new
 * one; and at each funnel stage it is counted once, in the Madrid month it last reached that stage or a
 * later one, with its current agent, so a period's funnel is cumulative and never grows from stage to stage.
 */
async function recount(
  em: EntityManager,
  before: Deal | null,
  after: Deal,
  area: string | null,
): Promise<void> {
  if (!before || before.stage !== after.stage || before.agentId !== after.agentId) {
    if (before) await countStage(em, before.stage, before.agentId, area, -1);
    await countStage(em, after.stage, after.agentId, area, 1);
  }
  for (const [index, [stage]] of FUNNEL_DATES.entries()) {
    const was = before ? reachedAt(before, index) : null;
    const now = reachedAt(after, index);
    if (was === now && before?.agentId === after.agentId) continue;
    if (was !== null) await countMonth(em, was, stage, before!.agentId, area, -1);
    if (now !== null) await countMonth(em, now, stage, after.agentId, area, 1);
  }
}

/**
 * Applies one step to the client's deal of the property and writes it. A new deal takes the title the event
 * gives (else the listing's) and the listing's area; an existing one keeps its title.
 */
async function step(
  em: EntityManager,
  key: DealKey | null,
  change: DealStep,
  title: LocalizedText | null = null,
): Promise<Deal | null> {
  if (!key) return null;
  const before = await readDeal(em, key);
  const deal = nextDeal(before?.deal ?? null, change);
  if (!deal) return null;
  const [{ area }] = await em.execute<{ area: string | null }[]>(
    `insert into pipeline_deals (property_id, client_id, title, area, agent_id, stage, amount_eur, opened_at,
       viewing_at, offer_at, reserved_at, completed_at, lost_at, updated_at)
     select ?::text, ?::text, coalesce(?::jsonb, listing.title, '{}'::jsonb), listing.area, ?::text, ?::text,
       ?::bigint, ?::timestamptz, ?::timestamptz, ?::timestamptz, ?::timestamptz, ?::timestamptz, ?::timestamptz,
       ?::timestamptz
     from (select 1) one left join pipeline_listings listing on listing.property_id = ?
     on conflict (property_id, client_id) do update set agent_id = excluded.agent_id, stage = excluded.stage,
       amount_eur = excluded.amount_eur, viewing_at = excluded.viewing_at, offer_at = excluded.offer_at,
       reserved_at = excluded.reserved_at, completed_at = excluded.completed_at, lost_at = excluded.lost_at,
       updated_at = excluded.updated_at
     returning area`,
    [
      key.propertyId,
      key.clientId,
      title ? JSON.stringify(title) : null,
      deal.agentId,
      deal.stage,
      deal.amountEur,
      deal.openedAt,
      deal.viewingAt,
      deal.offerAt,
      deal.reservedAt,
      deal.completedAt,
      deal.lostAt,
      deal.updatedAt,
      key.propertyId,
    ],
  );
  await recount(em, before?.deal ?? null, deal, area);
  return deal;
}

/** Records whether a viewing or an offer is still open, and returns its deal. */
async function track(
  em: EntityManager,
  table: 'pipeline_viewings' | 'pipeline_offers',
  id: string,
  open: boolean,
): Promise<DealKey | null> {
  const column = table === 'pipeline_viewings' ? 'viewing_id' : 'offer_id';
  const [row] = await em.execute<{ property_id: string; client_id: string }[]>(
    `update ${table} set open = ? where ${column} = ? returning property_id, client_id`,
    [open, id],
  );
  return row ? { propertyId: row.property_id, clientId: row.client_id } : null;
}

/** Whether the client still has an open viewing or offer of the property (what a lost deal waits on). */
async function stillOpen(em: EntityManager, key: DealKey, of: 'viewing' | 'offer'): Promise<boolean> {
  const [row] = await em.execute<{ open: boolean }[]>(
    `select exists (select 1 from pipeline_offers where property_id = ? and client_id = ? and open)
       ${of === 'viewing' ? 'or exists (select 1 from pipeline_viewings where property_id = ? and client_id = ? and open)' : ''}
       as open`,
    of === 'viewing'
      ? [key.propertyId, key.clientId, key.propertyId, key.clientId]
      : [key.propertyId, key.clientId],
  );
  return row.open;
}

async function ended(em: EntityManager, key: DealKey | null, of: 'viewing' | 'offer', at: string) {
  if (!key) return;
  await step(em, key, { kind: 'ended', at, of, stillOpen: await stillOpen(em, key, of) });
}

/** The staff member behind a sales step, when one recorded it (a client's own step names nobody). */
const staffActor = (event: StoredEvent<SaleEvent>, byStaff: boolean) =>
  byStaff ? accountActorId(event.metadata) : null;

async function applySale(em: EntityManager, event: StoredEvent<SaleEvent>): Promise<void> {
  switch (event.type) {
    case 'OfferMade': {
      const { data } = event;
      const key = { propertyId: data.propertyId, clientId: data.clientId };
      await em.execute(
        `insert into pipeline_offers (offer_id, property_id, client_id, open) values (?, ?, ?, true)`,
        [data.offerId, data.propertyId, data.clientId],
      );
      await step(
        em,
        key,
        {
          kind: 'offered',
          at: data.madeAt,
          amountEur: data.amountEur,
          handledBy: staffActor(event, data.source === 'staff'),
        },
        data.propertyTitle,
      );
      return;
    }
    case 'OfferPresented':
      await step(em, await track(em, 'pipeline_offers', event.data.offerId, true), {
        kind: 'offer_changed',
        at: event.data.presentedAt,
        amountEur: null,
        handledBy: staffActor(event, true),
      });
      return;
    case 'OfferCountered':
      await step(em, await track(em, 'pipeline_offers', event.data.offerId, true), {
        kind: 'offer_changed',
        at: event.data.counteredAt,
        amountEur: event.data.amountEur,
        handledBy: staffActor(event, event.data.by === 'seller'),
      });
      return;
    case 'OfferAccepted':
      await step(em, await track(em, 'pipeline_offers', event.data.offerId, true), {
        kind: 'offer_changed',
        at: event.data.acceptedAt,
        amountEur: event.data.amountEur,
        handledBy: staffActor(event, event.data.by === 'seller'),
      });
      return;
    case 'OfferRejected':
    case 'OfferWithdrawn':
    case 'OfferExpired':
    case 'OfferClosed': {
      const at =
        event.type === 'OfferRejected'
          ? event.data.rejectedAt
          : event.type === 'OfferWithdrawn'
            ? event.data.withdrawnAt
            : event.type === 'OfferExpired'
              ? event.data.expiredAt
              : event.data.closedAt;
      await ended(em, await track(em, 'pipeline_offers', event.data.offerId, false), 'offer', at);
      return;
    }
    case 'SaleReserved': {
      const deal = await step(em, await track(em, 'pipeline_offers', event.data.offerId, true), {
        kind: 'reserved',
        at: event.data.reservedAt,
      });
      await em.execute('update pipeline_listings set reserved_at = ?, agent_id = ? where property_id = ?', [
        event.data.reservedAt,
        deal?.agentId ?? null,
        event.data.propertyId,
      ]);
      return;
    }
    case 'SaleCompleted': {
      const { data } = event;
      const deal = await step(em, await track(em, 'pipeline_offers', data.offerId, false), {
        kind: 'completed',
        at: data.completedAt,
      });
      await em.execute(
        `update pipeline_listings set sold_on = ?, final_price_eur = ?, commission_eur = ?,
           commission_vat_eur = ?, agent_id = coalesce(?, agent_id)
         where property_id = ?`,
        [
          data.deedDate,
          data.finalPriceEur,
          data.commissionEur,
          data.commissionVatEur,
          deal?.agentId ?? null,
          data.propertyId,
        ],
      );
      return;
    }
    case 'SaleFellThrough':
      await step(em, await track(em, 'pipeline_offers', event.data.offerId, false), {
        kind: 'fell_through',
        at: event.data.fellThroughAt,
      });
      // Back on the market: its days on market run to its next reservation.
      await em.execute(
        'update pipeline_listings set reserved_at = null, agent_id = null where property_id = ? and sold_on is null',
        [event.data.propertyId],
      );
      return;
    default:
      return;
  }
}

async function applyViewing(em: EntityManager, event: StoredEvent<ViewingEvent>): Promise<void> {
  switch (event.type) {
    case 'ViewingRequested': {
      const { data } = event;
      await em.execute(
        `insert into pipeline_viewings (viewing_id, property_id, client_id, open) values (?, ?, ?, true)`,
        [data.viewingId, data.propertyId, data.clientId],
      );
      await step(
        em,
        { propertyId: data.propertyId, clientId: data.clientId },
        { kind: 'viewing_asked', at: data.requestedAt, agentId: null },
        data.propertyTitle,
      );
      return;
    }
    case 'ViewingConfirmed':
    case 'ViewingTimeProposed':
      await step(em, await track(em, 'pipeline_viewings', event.data.viewingId, true), {
        kind: 'viewing_asked',
        at: event.type === 'ViewingConfirmed' ? event.data.confirmedAt : event.data.proposedAt,
        agentId: event.data.agentId,
      });
      return;
    case 'ViewingMoveRequested':
      await step(em, await track(em, 'pipeline_viewings', event.data.viewingId, true), {
        kind: 'viewing_asked',
        at: event.data.requestedAt,
        agentId: null,
      });
      return;
    case 'ViewingDeclined':
    case 'ViewingCancelled': {
      const at = event.type === 'ViewingDeclined' ? event.data.declinedAt : event.data.cancelledAt;
      await ended(em, await track(em, 'pipeline_viewings', event.data.viewingId, false), 'viewing', at);
      return;
    }
    case 'ViewingCompleted':
    case 'ViewingMarkedNoShow':
      // It took place (or not): nothing is waiting on it any more, but the deal goes on.
      await track(em, 'pipeline_viewings', event.data.viewingId, false);
      return;
    default:
      return;
  }
}

async function applyListing(em: EntityManager, event: StoredEvent<ListingEvent>): Promise<void> {
  const { details, propertyId } = event.data;
  if (event.type === 'PropertyListed') {
    await em.execute(
      `insert into pipeline_listings (property_id, title, area, listed_at) values (?, ?, ?, ?)`,
      [propertyId, JSON.stringify(details.title), details.address.area, event.data.listedAt],
    );
    return;
  }
  await em.execute('update pipeline_listings set title = ?, area = ? where property_id = ?', [
    JSON.stringify(details.title),
    details.address.area,
    propertyId,
  ]);
  // The deals standing now move to the new area's counts; and so do their funnel counts.
  const moved = await em.execute<
    { stage: string; agent_id: string | null; area: string | null; n: number }[]
  >(
    `select stage, agent_id, area, count(*)::int as n from pipeline_deals
     where property_id = ? and area is distinct from ? group by stage, agent_id, area`,
    [propertyId, details.address.area],
  );
  for (const group of moved) {
    await countStage(em, group.stage, group.agent_id, group.area, -group.n);
    await countStage(em, group.stage, group.agent_id, details.address.area, group.n);
  }
  for (const [sign, area] of [
    ['-', 'd.area'],
    ['', '?::text'],
  ] as const) {
    await em.execute(
      `insert into pipeline_stage_months (month, stage, agent_id, area, deals)
       select date_trunc('month', reached.at at time zone 'Europe/Madrid')::date, reached.stage, d.agent_id,
         ${area}, ${sign}count(*)
       from pipeline_deals d, lateral ${FUNNEL_REACHED_SQL}
       where d.property_id = ? and d.area is distinct from ? and reached.at is not null
       group by 1, 2, 3, 4
       on conflict (month, stage, agent_id, area) do update set deals = pipeline_stage_months.deals + excluded.deals`,
      area === 'd.area'
        ? [propertyId, details.address.area]
        : [details.address.area, propertyId, details.address.area],
    );
  }
  await em.execute('update pipeline_deals set area = ? where property_id = ? and area is distinct from ?', [
    details.address.area,
    propertyId,
    details.address.area,
  ]);
}

const SALE_TYPES = [
  'OfferMade',
  'OfferPresented',
  'OfferCountered',
  'OfferAccepted',
  'OfferRejected',
  'OfferWithdrawn',
  'OfferExpired',
  'OfferClosed',
  'SaleReserved',
  'SaleCompleted',
  'SaleFellThrough',
] as const satisfies readonly SaleEvent['type'][];
const VIEWING_TYPES = [
  'ViewingRequested',
  'ViewingConfirmed',
  'ViewingTimeProposed',
  'ViewingMoveRequested',
  'ViewingDeclined',
  'ViewingCancelled',
  'ViewingCompleted',
  'ViewingMarkedNoShow',
] as const satisfies readonly ViewingEvent['type'][];
const SALE_TYPE_SET: ReadonlySet<string> = new Set(SALE_TYPES);
const VIEWING_TYPE_SET: ReadonlySet<string> = new Set(VIEWING_TYPES);

/**
 * The deal pipeline and the listings' sales, from other modules' events in the transaction of the command
 * that recorded them. Every instant comes from the event's data, never from the time of the replay, so a
 * rebuild gives the same rows. An inquiry opens a deal only when a signed-in client sent it: a visitor's
 * has no account to follow through viewings and offers. Nothing personal is kept beyond the client's
 * pseudonymous id, so an account's erasure leaves these tables as they are.
 */
export const pipelineProjection: InlineProjection<PipelineEvent> = {
  name: 'pipeline',
  eventTypes: ['PropertyListed', 'PropertyRevised', 'InquirySent', ...VIEWING_TYPES, ...SALE_TYPES],
  tables: [
    'pipeline_deals',
    'pipeline_listings',
    'pipeline_viewings',
    'pipeline_offers',
    'pipeline_stage_counts',
    'pipeline_stage_months',
  ],
  async apply(em, event) {
    if (event.type === 'PropertyListed' || event.type === 'PropertyRevised') {
      return applyListing(em, event as StoredEvent<ListingEvent>);
    }
    if (event.type === 'InquirySent') {
      const inquiry = event as StoredEvent<InquirySent>;
      const clientId = accountActorId(inquiry.metadata);
      const { propertyId } = inquiry.data;
      if (!clientId || !propertyId) return;
      await step(em, { propertyId, clientId }, { kind: 'inquired', at: inquiry.data.sentAt });
      return;
    }
    if (VIEWING_TYPE_SET.has(event.type)) return applyViewing(em, event as StoredEvent<ViewingEvent>);
    if (SALE_TYPE_SET.has(event.type)) return applySale(em, event as StoredEvent<SaleEvent>);
  },
};
