import { ApiProperty } from '@nestjs/swagger';
import { notFound } from './change-payment-status/change-payment-status.handler';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A booking id from a path: anything but a UUID names no booking (404, never a database error). */
export function requireBookingId(id: string): string {
  if (!UUID.test(id)) throw notFound(id);
  return id.toLowerCase();
}

export class BookingChangeResultDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'The booking’s version after the command (unchanged when nothing changed)' })
  version: number;
}
