import type { Connection } from '@mikro-orm/core';

/** Staff and clients acting, as deterministic uuids (md5 of a label). */
const actorSql = (label: string, count: number, seed: string) =>
  `md5('${label}-' || ((${seed}) % ${count}))::uuid::text`;

/**
 * A realistic mix, written by PostgreSQL in one statement: properties 25% (staff), clients' favorites and
 * searches 20%, inquiries 15%, accounts 10%, bookings 10%, viewings 10%, services 5% (staff), images 5%
 * (system); entities picked by a hash, times spread evenly over two years.
 */
const GENERATE = `
  with picked as (
    select i,
      case when i % 100 < 25 then 'property' when i % 100 < 35 then 'user' when i % 100 < 55 then 'client'
           when i % 100 < 70 then 'inquiry' when i % 100 < 80 then 'booking' when i % 100 < 90 then 'viewing'
           when i % 100 < 95 then 'service' else 'media' end as kind,
      ((i / 100)::bigint * 7919 + i * 13) % 5000 as entity,
      (i / 100) % 4 as variant
    from generate_series(1, ?::int) i
  ), typed as (
    select i, kind, entity,
      kind || '-bench-' || entity as stream_id,
      case kind
        when 'property' then (array['PropertyListed','PropertyRevised','PropertyPriceChanged','PropertyStatusChanged'])[variant + 1]
        when 'user' then (array['UserRegistered','ProfileUpdated','EmailVerified','PasswordChanged'])[variant + 1]
        when 'client' then (array['FavoriteAdded','FavoriteRemoved','SearchSaved','SavedSearchSeen'])[variant + 1]
        when 'inquiry' then (array['InquirySent','InquiryAssigned','InquiryReplied','InquiryStatusChanged'])[variant + 1]
        when 'booking' then (array['BookingRequested','BookingConfirmed','BookingRecorded','BookingPaymentStatusChanged'])[variant + 1]
        when 'viewing' then (array['ViewingRequested','ViewingConfirmed','ViewingCompleted','ViewingCancelled'])[variant + 1]
        when 'service' then (array['ServiceListed','ServiceRevised','ServiceRevised','ServiceDeleted'])[variant + 1]
        else 'ImageUploaded' end as type,
      case when kind in ('property', 'service') then ${actorSql('staff', 20, 'i')}
           when kind = 'media' then 'system'
           else ${actorSql('client', 2000, 'i::bigint * 40503')} end as actor_id
    from picked
  )
  insert into events (event_id, stream_id, stream_version, type, data, metadata, created_at)
  select gen_random_uuid(), stream_id, row_number() over (partition by stream_id order by i), type,
    case kind
      when 'property' then jsonb_build_object('propertyId', 'bench-' || entity, 'reference',
        'CC-BEN-' || lpad(entity::text, 5, '0'), 'priceEur', 250000 + entity * 100)
      when 'inquiry' then jsonb_build_object('inquiryId', 'bench-' || entity, 'name', 'Cliente ' || entity,
        'email', 'cliente' || entity || '@example.com', 'phone', '+34 600 000 000', 'message', 'Quisiera visitarla')
      when 'booking' then jsonb_build_object('bookingId', 'bench-' || entity, 'propertyReference',
        'CC-BEN-' || lpad(entity::text, 5, '0'), 'guestName', 'Huésped ' || entity, 'phone', '+34 600 000 000')
      else jsonb_build_object('id', 'bench-' || entity) end,
    jsonb_build_object('actorId', actor_id, 'requestId', md5(i::text)::uuid::text),
    timestamptz '2024-11-25T00:00:00Z' + (i::float8 / ?::int) * interval '730 days'
  from typed order by i`;

/** Writes `count` events of that mix (and their streams) straight into the log, personal fields in clear. */
export async function writeBenchEvents(connection: Connection, count: number): Promise<void> {
  await connection.execute(
    `insert into streams (stream_id, version)
     select kind || '-bench-' || n, 1 from unnest(array['property','user','client','inquiry','booking','viewing','service','media']) kind,
       generate_series(0, 4999) n`,
  );
  await connection.execute(GENERATE, [count, count]);
}
