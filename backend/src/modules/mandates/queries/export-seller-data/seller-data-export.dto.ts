import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '../../../../platform/i18n/languages';
import { SELLER_STATUSES, type SellerStatus } from '../../domain/mandate.decider';
import { MandateTermsDto } from '../get-mandate-view/mandate-view.dto';

export const SELLER_EXPORT_FORMAT = 'costa-cantabria.seller-data';
export const SELLER_EXPORT_FORMAT_VERSION = 1;

export class ExportedSellerDto {
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty({ enum: LANGUAGES }) language: Language;
}

/** The contact data as recorded at one moment: every version the log keeps, the first one included. */
export class SellerContactVersionDto extends ExportedSellerDto {
  @ApiProperty({ format: 'date-time' }) recordedAt: string;
}

/** Everything the agency keeps about one seller, for the owner to hand over (GDPR art. 15 and 20). */
export class SellerDataExportDto {
  @ApiProperty({ example: SELLER_EXPORT_FORMAT }) format: string;
  @ApiProperty({ example: SELLER_EXPORT_FORMAT_VERSION }) version: number;
  @ApiProperty({ format: 'date-time' }) exportedAt: string;
  @ApiProperty() sellerId: string;
  @ApiProperty() propertyId: string;
  @ApiProperty({ enum: SELLER_STATUSES, enumName: 'SellerStatus' }) status: SellerStatus;
  @ApiProperty({
    type: () => ExportedSellerDto,
    nullable: true,
    description: 'The contact data; null once the seller was erased',
  })
  contact: ExportedSellerDto | null;
  @ApiProperty({
    type: () => SellerContactVersionDto,
    isArray: true,
    description: 'Each version of the contact data the log keeps, oldest first; empty once erased',
  })
  contactHistory: SellerContactVersionDto[];
  @ApiProperty({ format: 'date-time' }) addedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) removedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) erasedAt: string | null;
  @ApiProperty({
    type: () => MandateTermsDto,
    nullable: true,
    description: 'The terms of the property’s mandate the seller agreed',
  })
  mandate: MandateTermsDto | null;
}
