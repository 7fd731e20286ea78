import { ApiProperty } from '@nestjs/swagger';
import { PROPERTY_STATUSES, type PropertyStatus } from '../../domain/catalogue-enums';
import { translationStatuses } from '../../domain/translations';
import type { PropertyReadModel } from '../../read-models/property.read-model';
import { TRANSLATION_STATUS_PROPERTY, type TranslationStatusMap } from '../catalogue-common.dto';
import { PropertyDetailDto } from '../get-property/property-detail.dto';

/** A property in any status, drafts included, as the edit form loads it. */
export class AdminPropertyDetailDto extends PropertyDetailDto {
  @ApiProperty({ enum: PROPERTY_STATUSES, enumName: 'PropertyStatus' }) declare status: PropertyStatus;
  @ApiProperty(TRANSLATION_STATUS_PROPERTY) translationStatus: TranslationStatusMap;

  static fromAnyStatus(row: PropertyReadModel, now: Date): AdminPropertyDetailDto {
    return {
      ...PropertyDetailDto.from(row, now),
      translationStatus: translationStatuses(row.details, row.translations),
    };
  }
}
