import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '../../../../platform/i18n/languages';
import { SELLER_STATUSES, type SellerStatus } from '../../domain/mandate.decider';

export class MandateTermsDto {
  @ApiProperty() exclusive: boolean;
  @ApiProperty({ example: 3.5, description: 'Percent of the sale price; IVA is added on top' })
  commissionPercent: number;
  @ApiProperty({ example: '2026-12-01', description: 'Madrid date' }) startsOn: string;
  @ApiProperty({ example: '2027-06-01', description: 'Madrid date' }) endsOn: string;
  @ApiProperty({ example: 2450000, description: 'Whole euros' }) askingPriceEur: number;
  @ApiProperty({ format: 'date-time' }) recordedAt: string;
}

/**
 * A seller as staff see them: owners read the contact data in full, admins the name with the address and
 * phone masked (`m•••@example.com`, `+34 6•• ••• •12`); an erased seller has none left (null).
 */
export class SellerViewDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: SELLER_STATUSES, enumName: 'SellerStatus' }) status: SellerStatus;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ enum: LANGUAGES }) language: Language;
  @ApiProperty({ description: 'Whether the contact data are masked for this reader' }) masked: boolean;
  @ApiProperty({ format: 'date-time' }) addedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) removedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) erasedAt: string | null;
}

export class MandateViewDto {
  @ApiProperty({ type: () => MandateTermsDto, nullable: true, description: 'Null until one is recorded' })
  mandate: MandateTermsDto | null;
  @ApiProperty({
    type: () => SellerViewDto,
    isArray: true,
    description: 'Every seller ever added, in that order; removed and erased ones say so',
  })
  sellers: SellerViewDto[];
  @ApiProperty({ description: 'The version to send back with a change (0: nothing recorded yet)' })
  version: number;
}
