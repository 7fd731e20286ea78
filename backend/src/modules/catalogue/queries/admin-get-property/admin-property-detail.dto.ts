import { ApiProperty } from '@nestjs/swagger';
import { PROPERTY_STATUSES, type PropertyStatus } from '../../domain/catalogue-enums';
import { translationStatuses } from '../../domain/translations';
import type { PropertyReadModel } from '../../read-models/property.read-model';
import { TRANSLATION_STATUS_PROPERTY, type TranslationStatusMap } from '../catalogue-common.dto';
import { AddressDto, CoordinatesDto, PropertyDetailDto } from '../get-property/property-detail.dto';

/** The address as the owner entered it: the exact point, and whether the public sees only an approximate one. */
class AdminAddressDto extends AddressDto {
  @ApiProperty({ type: () => CoordinatesDto, nullable: true, description: 'The exact point' })
  declare coordinates: CoordinatesDto | null;
  @ApiProperty({ description: 'The public sees only an approximate point (about 1 km)' })
  hideExactLocation: boolean;
}

/** A property in any status, drafts included, as the edit form loads it. */
export class AdminPropertyDetailDto extends PropertyDetailDto {
  @ApiProperty({ enum: PROPERTY_STATUSES, enumName: 'PropertyStatus' }) declare status: PropertyStatus;
  @ApiProperty({ type: () => AdminAddressDto }) declare address: AdminAddressDto;
  @ApiProperty(TRANSLATION_STATUS_PROPERTY) translationStatus: TranslationStatusMap;

  static fromAnyStatus(row: PropertyReadModel, now: Date): AdminPropertyDetailDto {
    const shown = PropertyDetailDto.from(row, now);
    return {
      ...shown,
      address: { ...row.details.address, approximateLocation: shown.address.approximateLocation },
      translationStatus: translationStatuses(row.details, row.translations),
    };
  }
}
