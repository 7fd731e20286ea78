import type { InlineProjection } from '../../../platform/projections/projection';
import { ACCOUNT_ERASED, erasedAccountId, type AccountErased } from '../../identity';
import { VIEWING_EVENT_TYPES, type ViewingEvent } from '../domain/viewing.events';
import type { ViewingSlot } from '../domain/viewing-slots';

/** The earliest of the client's slots: when a request that nobody answered yet would take place. */
const firstStart = (slots: readonly ViewingSlot[]) => slots.map((slot) => slot.start).sort()[0];

/**
 * `viewings`: each request with its current state. `starts_at`, `mode` and `agent_id` are the appointment
 * when confirmed, the proposal when proposed, and the client's earliest slot when requested.
 */
export const viewingsProjection: InlineProjection<ViewingEvent | AccountErased> = {
  name: 'viewings',
  eventTypes: [...VIEWING_EVENT_TYPES, ACCOUNT_ERASED],
  tables: ['viewings'],
  async apply(em, event) {
    if (event.type === ACCOUNT_ERASED) {
      // The viewings stay in the agency's records without the client's phone, message, reasons or remarks.
      await em.execute(
        'update viewings set message = null, phone = null, reason = null, feedback_remarks = null where client_id = ?',
        [erasedAccountId(event)],
      );
      return;
    }
    const version = event.streamVersion;
    const update = (at: string, sql: string, values: unknown[]) =>
      em.execute(`update viewings set ${sql}, updated_at = ?, version = ? where id = ?`, [
        ...values,
        at,
        version,
        event.data.viewingId,
      ]);
    switch (event.type) {
      case 'ViewingRequested': {
        const { data } = event;
        await em.execute(
          `insert into viewings (id, client_id, property_id, property_title, property_reference, property_image,
             slots, message, phone, language, status, starts_at, sequence, requested_at, updated_at, version)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'requested', ?, 0, ?, ?, ?)`,
          [
            data.viewingId,
            data.clientId,
            data.propertyId,
            JSON.stringify(data.propertyTitle),
            data.propertyReference,
            data.propertyImage,
            JSON.stringify(data.slots),
            data.message,
            data.phone,
            data.language,
            firstStart(data.slots),
            data.requestedAt,
            data.requestedAt,
            version,
          ],
        );
        return;
      }
      case 'ViewingConfirmed': {
        const { data } = event;
        await update(
          data.confirmedAt,
          `status = 'confirmed', starts_at = ?, ends_at = ?, mode = ?, agent_id = ?, sequence = ?, reason = null`,
          [data.start, data.end, data.mode, data.agentId, data.sequence],
        );
        return;
      }
      case 'ViewingTimeProposed': {
        const { data } = event;
        await update(
          data.proposedAt,
          `status = 'proposed', starts_at = ?, ends_at = ?, mode = ?, agent_id = ?`,
          [data.start, data.end, data.mode, data.agentId],
        );
        return;
      }
      case 'ViewingDeclined':
        await update(event.data.declinedAt, `status = 'declined', reason = ?`, [event.data.reason]);
        return;
      case 'ViewingCancelled':
        await update(
          event.data.cancelledAt,
          `status = 'cancelled', reason = ?, cancelled_by = ?, sequence = ?`,
          [event.data.reason, event.data.by, event.data.sequence],
        );
        return;
      case 'ViewingMoveRequested': {
        const { data } = event;
        await update(
          data.requestedAt,
          `status = 'requested', slots = ?, starts_at = ?, ends_at = null, mode = null, agent_id = null, sequence = ?`,
          [JSON.stringify(data.slots), firstStart(data.slots), data.sequence],
        );
        return;
      }
      case 'ViewingCompleted':
        await update(event.data.completedAt, `status = 'done'`, []);
        return;
      case 'ViewingMarkedNoShow':
        await update(event.data.markedAt, `status = 'no_show'`, []);
        return;
      case 'ViewingFeedbackRecorded': {
        const { data } = event;
        await update(
          data.recordedAt,
          'feedback_interest = ?, feedback_remarks = ?, feedback_recorded_at = ?',
          [data.interest, data.remarks, data.recordedAt],
        );
        return;
      }
    }
  },
};

/**
 * `viewing_agent_bookings`: the hour a confirmation books for its agent, released by a cancellation or a
 * move. Written in the confirming command's transaction: an overlapping hour of the same agent violates the
 * table's exclusion constraint and the whole command rolls back (mapped to 409 agent_slot_taken).
 */
export const agentBookingsProjection: InlineProjection<ViewingEvent> = {
  name: 'viewing-agent-bookings',
  eventTypes: ['ViewingConfirmed', 'ViewingCancelled', 'ViewingMoveRequested'],
  tables: ['viewing_agent_bookings'],
  async apply(em, event) {
    if (event.type === 'ViewingConfirmed') {
      await em.execute(
        `insert into viewing_agent_bookings (viewing_id, agent_id, during) values (?, ?, tstzrange(?, ?, '[)'))`,
        [event.data.viewingId, event.data.agentId, event.data.start, event.data.end],
      );
    } else if (event.type === 'ViewingCancelled' || event.type === 'ViewingMoveRequested') {
      await em.execute('delete from viewing_agent_bookings where viewing_id = ?', [event.data.viewingId]);
    }
  },
};

/** Postgres' exclusion_violation: another confirmed viewing holds an overlapping hour of the agent. */
export function isAgentSlotTaken(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  const constraint = (error as { constraint?: unknown })?.constraint;
  return code === '23P01' || constraint === 'viewing_agent_bookings_no_overlap';
}
