import { ApiProperty, OmitType } from '@nestjs/swagger';
import { PROPERTY_STATUSES, type PropertyStatus } from '../../domain/catalogue-enums';
import { translationStatuses } from '../../domain/translations';
import type { PropertyReadModel } from '../../read-models/property.read-model';
import { TRANSLATION_STATUS_PROPERTY, type TranslationStatusMap } from '../catalogue-common.dto';
import { AddressDto, CoordinatesDto, PropertyDetailDto } from '../get-property/property-detail.dto';

/**
 * The address as the owner entered it, in the shape the edit form sends back: the exact point and the switch
 * that shows the public only an approximate one.
 */
class AdminAddressDto extends OmitType(AddressDto, ['coordinates', 'approximateLocation'] as const) {
  @ApiProperty({ type: () => CoordinatesDto, nullable: true, description: 'The exact point' })
  coordinates: CoordinatesDto | null;
  @ApiProperty({ description: 'The public sees only an approximate point (about 1 km)' })
  hideExactLocation: boolean;
}

/** A property in any status, drafts included, as the edit form loads it. */
export class AdminPropertyDetailDto extends OmitType(PropertyDetailDto, [
  'status',
  'address',
  'priceHistory',
] as const) {
  @ApiProperty({ enum: PROPERTY_STATUSES, enumName: 'PropertyStatus' }) status: PropertyStatus;
  @ApiProperty({ type: () => AdminAddressDto }) address: AdminAddressDto;
  @ApiProperty(TRANSLATION_STATUS_PROPERTY) translationStatus: TranslationStatusMap;

  static fromAnyStatus(row: PropertyReadModel, now: Date): AdminPropertyDetailDto {
    const { priceHistory: _public, ...detail } = PropertyDetailDto.from(row, now, []);
    return {
      ...detail,
      address: row.details.address,
      translationStatus: translationStatuses(row.details, row.translations),
    };
  }
}
