import type { InlineProjection } from '../../../platform/projections/projection';
import { ACCOUNT_ERASED, erasedAccountId, type AccountErased } from '../../identity';
import { SALE_EVENT_TYPES, type OfferRound, type SaleEvent } from '../domain/sale.events';

/**
 * `sales_offers`: each offer with its rounds and current state; `amount_eur`, `valid_until` and `conditions`
 * are the last round's, `version` the sale stream's version of the offer's last change.
 */
export const salesOffersProjection: InlineProjection<SaleEvent | AccountErased> = {
  name: 'sales-offers',
  eventTypes: [...SALE_EVENT_TYPES, ACCOUNT_ERASED],
  tables: ['sales_offers'],
  async apply(em, event) {
    if (event.type === ACCOUNT_ERASED) {
      // The offers stay in the agency's records without the conditions of any round or the reason their deal
      // fell through (both sealed with the offer).
      await em.execute(
        `update sales_offers set conditions = null, fell_through_reason = null,
           rounds = (select coalesce(jsonb_agg(jsonb_set(round, '{conditions}', 'null') order by position), '[]')
                     from jsonb_array_elements(rounds) with ordinality as rounds_of(round, position))
         where client_id = ?`,
        [erasedAccountId(event)],
      );
      return;
    }
    const version = event.streamVersion;
    const update = (offerId: string, at: string, sql: string, values: unknown[]) =>
      em.execute(`update sales_offers set ${sql}, updated_at = ?, version = ? where id = ?`, [
        ...values,
        at,
        version,
        offerId,
      ]);
    switch (event.type) {
      case 'OfferMade': {
        const { data } = event;
        const round: OfferRound = {
          by: 'buyer',
          amountEur: data.amountEur,
          conditions: data.conditions,
          validUntil: data.validUntil,
          at: data.madeAt,
        };
        await em.execute(
          `insert into sales_offers (id, property_id, client_id, property_title, property_reference, property_image,
             status, amount_eur, financing, conditions, valid_until, source, rounds, created_at, updated_at, version)
           values (?, ?, ?, ?, ?, ?, 'awaiting_seller', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            data.offerId,
            data.propertyId,
            data.clientId,
            JSON.stringify(data.propertyTitle),
            data.propertyReference,
            data.propertyImage,
            data.amountEur,
            data.financing,
            data.conditions,
            data.validUntil,
            data.source,
            JSON.stringify([round]),
            data.madeAt,
            data.madeAt,
            version,
          ],
        );
        return;
      }
      case 'OfferPresented':
        await update(event.data.offerId, event.data.presentedAt, 'presented_at = ?', [
          event.data.presentedAt,
        ]);
        return;
      case 'OfferCountered': {
        const { data } = event;
        const round: OfferRound = {
          by: data.by,
          amountEur: data.amountEur,
          conditions: data.conditions,
          validUntil: data.validUntil,
          at: data.counteredAt,
        };
        await update(
          data.offerId,
          data.counteredAt,
          `status = ?, amount_eur = ?, conditions = ?, valid_until = ?, rounds = rounds || ?::jsonb,
           presented_at = case when ? = 'buyer' then null else presented_at end`,
          [
            data.by === 'seller' ? 'awaiting_buyer' : 'awaiting_seller',
            data.amountEur,
            data.conditions,
            data.validUntil,
            JSON.stringify([round]),
            data.by,
          ],
        );
        return;
      }
      case 'OfferAccepted':
        await update(event.data.offerId, event.data.acceptedAt, `status = 'accepted'`, []);
        return;
      case 'OfferRejected':
        await update(event.data.offerId, event.data.rejectedAt, `status = 'rejected', rejected_by = ?`, [
          event.data.by,
        ]);
        return;
      case 'OfferWithdrawn':
        await update(event.data.offerId, event.data.withdrawnAt, `status = 'withdrawn'`, []);
        return;
      case 'OfferExpired':
        await update(event.data.offerId, event.data.expiredAt, `status = 'expired'`, []);
        return;
      case 'OfferClosed':
        await update(event.data.offerId, event.data.closedAt, `status = 'closed'`, []);
        return;
      case 'SaleFellThrough':
        await update(
          event.data.offerId,
          event.data.fellThroughAt,
          `status = 'closed', fell_through_reason = ?`,
          [event.data.reason],
        );
        return;
      default:
        return;
    }
  },
};

/** `sales_deals`: the deal of each property whose offer was accepted (the last one, once fallen through). */
export const salesDealsProjection: InlineProjection<SaleEvent | AccountErased> = {
  name: 'sales-deals',
  eventTypes: [
    'OfferAccepted',
    'SaleReserved',
    'SaleDepositReceived',
    'SaleCompleted',
    'SaleFellThrough',
    ACCOUNT_ERASED,
  ],
  tables: ['sales_deals'],
  async apply(em, event) {
    if (event.type === ACCOUNT_ERASED) {
      // The reason a buyer's deal fell through is about them (sealed with the offer): it goes with them.
      await em.execute('update sales_deals set fell_through_reason = null where client_id = ?', [
        erasedAccountId(event),
      ]);
      return;
    }
    const version = event.streamVersion;
    const update = (propertyId: string, at: string, sql: string, values: unknown[]) =>
      em.execute(`update sales_deals set ${sql}, updated_at = ?, version = ? where property_id = ?`, [
        ...values,
        at,
        version,
        propertyId,
      ]);
    switch (event.type) {
      case 'OfferAccepted': {
        const { data } = event;
        // The property's id and the buyer come from the offer's row, projected in the same transaction.
        await em.execute(
          `insert into sales_deals (property_id, offer_id, client_id, stage, accepted_amount_eur, accepted_at,
             updated_at, version)
           select property_id, id, client_id, 'offer_accepted', ?, ?, ?, ? from sales_offers where id = ?
           on conflict (property_id) do update set offer_id = excluded.offer_id, client_id = excluded.client_id,
             stage = excluded.stage, accepted_amount_eur = excluded.accepted_amount_eur, deposit_eur = null,
             deposit_due_on = null, deposit_received_on = null, deed_date = null, final_price_eur = null,
             commission_percent = null, commission_eur = null, commission_vat_eur = null,
             fell_through_reason = null, accepted_at = excluded.accepted_at, updated_at = excluded.updated_at,
             version = excluded.version`,
          [data.amountEur, data.acceptedAt, data.acceptedAt, version, data.offerId],
        );
        return;
      }
      case 'SaleReserved': {
        const { data } = event;
        await update(
          data.propertyId,
          data.reservedAt,
          `stage = 'reserved', deposit_eur = ?, deposit_due_on = ?`,
          [data.depositEur, data.depositDueOn],
        );
        return;
      }
      case 'SaleDepositReceived':
        await update(event.data.propertyId, event.data.recordedAt, 'deposit_received_on = ?', [
          event.data.receivedOn,
        ]);
        return;
      case 'SaleCompleted': {
        const { data } = event;
        await update(
          data.propertyId,
          data.completedAt,
          `stage = 'completed', deed_date = ?, final_price_eur = ?, commission_percent = ?, commission_eur = ?,
           commission_vat_eur = ?`,
          [
            data.deedDate,
            data.finalPriceEur,
            data.commissionPercent,
            data.commissionEur,
            data.commissionVatEur,
          ],
        );
        return;
      }
      case 'SaleFellThrough':
        await update(
          event.data.propertyId,
          event.data.fellThroughAt,
          `stage = 'fell_through', fell_through_reason = ?`,
          [event.data.reason],
        );
        return;
      default:
        return;
    }
  },
};
