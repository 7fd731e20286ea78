import { ApiProperty } from '@nestjs/swagger';
import { LocalizedTextDto } from '../../catalogue';
import {
  VIEWING_INTEREST_LEVELS,
  VIEWING_STATUSES,
  type ViewingInterest,
  type ViewingStatus,
} from '../domain/viewing.events';
import { VIEWING_MODES, type ViewingMode, type ViewingSlot } from '../domain/viewing-slots';
import type { LocalizedText } from '../../../platform/i18n/languages';

export class ViewingSlotDto {
  @ApiProperty({ format: 'date-time' }) start: string;
  @ApiProperty({ format: 'date-time' }) end: string;
  @ApiProperty({ enum: VIEWING_MODES, enumName: 'ViewingMode' }) mode: ViewingMode;
}

export class ViewingPropertyDto {
  @ApiProperty() id: string;
  @ApiProperty({ type: () => LocalizedTextDto }) title: LocalizedTextDto;
  @ApiProperty() reference: string;
  @ApiProperty({ type: String, nullable: true, example: '/media/catalogue/villa-sardinero-exterior.svg' })
  image: string | null;
}

/** The agent's account of a viewing that took place. */
export class ViewingFeedbackDto {
  @ApiProperty({ enum: VIEWING_INTEREST_LEVELS, enumName: 'ViewingInterest' }) interest: ViewingInterest;
  @ApiProperty({ type: String, nullable: true, description: 'null once the client is erased' })
  remarks: string | null;
  @ApiProperty({ format: 'date-time' }) recordedAt: string;
}

/** A viewing as its client follows it. */
export class ViewingDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: VIEWING_STATUSES, enumName: 'ViewingStatus' }) status: ViewingStatus;
  @ApiProperty({ type: () => ViewingPropertyDto }) property: ViewingPropertyDto;
  @ApiProperty({ type: () => ViewingSlotDto, isArray: true, description: 'The times the client asked for' })
  slots: ViewingSlotDto[];
  @ApiProperty({
    type: () => ViewingSlotDto,
    nullable: true,
    description: 'The confirmed appointment, or the time proposed (status proposed); null while requested',
  })
  appointment: ViewingSlotDto | null;
  @ApiProperty({ type: String, nullable: true, description: 'null once the client is erased' })
  message: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null once the client is erased' })
  phone: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why it was declined or cancelled' })
  reason: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['client', 'staff'] })
  cancelledBy: 'client' | 'staff' | null;
  @ApiProperty({ format: 'date-time' }) requestedAt: string;
  @ApiProperty({ description: 'The stream version this reflects' }) version: number;
}

export interface ViewingRow {
  id: string;
  client_id: string;
  property_id: string;
  property_title: LocalizedText;
  property_reference: string;
  property_image: string | null;
  slots: ViewingSlot[];
  message: string | null;
  phone: string | null;
  language: string;
  status: ViewingStatus;
  starts_at: Date | null;
  ends_at: Date | null;
  mode: ViewingMode | null;
  agent_id: string | null;
  sequence: number;
  reason: string | null;
  cancelled_by: 'client' | 'staff' | null;
  feedback_interest: ViewingInterest | null;
  feedback_remarks: string | null;
  feedback_recorded_at: Date | null;
  requested_at: Date;
  updated_at: Date;
  version: number;
}

export function toViewingDto(row: ViewingRow): ViewingDto {
  const appointment =
    row.status !== 'requested' && row.mode && row.starts_at && row.ends_at
      ? {
          start: new Date(row.starts_at).toISOString(),
          end: new Date(row.ends_at).toISOString(),
          mode: row.mode,
        }
      : null;
  return {
    id: row.id,
    status: row.status,
    property: {
      id: row.property_id,
      title: row.property_title,
      reference: row.property_reference,
      image: row.property_image,
    },
    slots: row.slots,
    appointment,
    message: row.message,
    phone: row.phone,
    reason: row.reason,
    cancelledBy: row.cancelled_by,
    requestedAt: new Date(row.requested_at).toISOString(),
    version: row.version,
  };
}

/** Still ahead: open (requested, proposed or confirmed) and not over (a request: until its last slot ends). */
export function isUpcoming(row: ViewingRow, now: Date): boolean {
  if (!['requested', 'proposed', 'confirmed'].includes(row.status)) return false;
  const end =
    row.status === 'requested'
      ? row.slots
          .map((slot) => slot.end)
          .sort()
          .at(-1)!
      : new Date(row.ends_at!).toISOString();
  return Date.parse(end) > now.getTime();
}

/** The agent's feedback on the viewing, once recorded. */
export function toViewingFeedback(row: ViewingRow): ViewingFeedbackDto | null {
  if (!row.feedback_interest || !row.feedback_recorded_at) return null;
  return {
    interest: row.feedback_interest,
    remarks: row.feedback_remarks,
    recordedAt: new Date(row.feedback_recorded_at).toISOString(),
  };
}
