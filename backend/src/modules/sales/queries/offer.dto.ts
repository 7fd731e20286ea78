import { ApiProperty } from '@nestjs/swagger';
import type { LocalizedText } from '../../../platform/i18n/languages';
import { LocalizedTextDto } from '../../catalogue';
import {
  FINANCING,
  OFFER_SOURCES,
  OFFER_STATUSES,
  type Financing,
  type OfferRound,
  type OfferSource,
  type OfferStatus,
  type Party,
} from '../domain/sale.events';

export class OfferPropertyDto {
  @ApiProperty() id: string;
  @ApiProperty({ type: () => LocalizedTextDto }) title: LocalizedTextDto;
  @ApiProperty() reference: string;
  @ApiProperty({ type: String, nullable: true, example: '/media/catalogue/villa-sardinero-exterior.svg' })
  image: string | null;
}

export class OfferRoundDto {
  @ApiProperty({ enum: ['buyer', 'seller'], enumName: 'OfferParty' }) by: Party;
  @ApiProperty({ description: 'Whole euros' }) amountEur: number;
  @ApiProperty({ type: String, nullable: true, description: 'null once the buyer is erased' })
  conditions: string | null;
  @ApiProperty({ example: '2026-12-31', description: 'Madrid date: the round stands until that day ends' })
  validUntil: string;
  @ApiProperty({ format: 'date-time' }) at: string;
}

/** An offer as its buyer follows it. */
export class OfferDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: () => OfferPropertyDto, description: 'As the property was when the offer was made' })
  property: OfferPropertyDto;
  @ApiProperty({ enum: OFFER_STATUSES, enumName: 'OfferStatus' }) status: OfferStatus;
  @ApiProperty({ description: 'The last round’s amount, whole euros' }) amountEur: number;
  @ApiProperty({ enum: FINANCING, enumName: 'OfferFinancing' }) financing: Financing;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The last round’s; null once the buyer is erased',
  })
  conditions: string | null;
  @ApiProperty({ example: '2026-12-31', description: 'The last round’s validity (Madrid date)' })
  validUntil: string;
  @ApiProperty({ enum: OFFER_SOURCES, enumName: 'OfferSource', description: 'staff: recorded by phone' })
  source: OfferSource;
  @ApiProperty({
    type: () => OfferRoundDto,
    isArray: true,
    description: 'The buyer’s offer, then each counter',
  })
  rounds: OfferRoundDto[];
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When staff presented the last buyer round to the seller',
  })
  presentedAt: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['buyer', 'seller'], enumName: 'OfferParty' })
  rejectedBy: Party | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ description: 'The sale’s version this reflects' }) version: number;
}

export interface OfferRow {
  id: string;
  property_id: string;
  client_id: string;
  property_title: LocalizedText;
  property_reference: string;
  property_image: string | null;
  status: OfferStatus;
  amount_eur: number;
  financing: Financing;
  conditions: string | null;
  valid_until: string | Date;
  source: OfferSource;
  rounds: (Omit<OfferRound, 'conditions'> & { conditions: string | null })[];
  presented_at: Date | null;
  rejected_by: Party | null;
  created_at: Date;
  updated_at: Date;
  version: number;
}

/** A date column as YYYY-MM-DD, whichever way the driver returns it. */
export function dateOf(value: string | Date | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  const local = new Date(value.getTime() - value.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toOfferDto(row: OfferRow): OfferDto {
  return {
    id: row.id,
    property: {
      id: row.property_id,
      title: row.property_title,
      reference: row.property_reference,
      image: row.property_image,
    },
    status: row.status,
    amountEur: Number(row.amount_eur),
    financing: row.financing,
    conditions: row.conditions,
    validUntil: dateOf(row.valid_until)!,
    source: row.source,
    rounds: row.rounds,
    presentedAt: row.presented_at ? iso(row.presented_at) : null,
    rejectedBy: row.rejected_by,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    version: row.version,
  };
}
