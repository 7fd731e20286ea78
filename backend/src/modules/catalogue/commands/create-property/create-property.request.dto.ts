import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsObject, ValidateNested } from 'class-validator';
import { IsOptionalButNotNull } from '../../../../platform/http/optional-fields';
import { PropertyDetailsInputDto } from '../property-details.request.dto';

export class CreatePropertyRequestDto {
  @ApiPropertyOptional({
    enum: ['draft', 'active'],
    default: 'active',
    description: 'New properties are active (public) unless saved as a draft',
  })
  @IsOptionalButNotNull()
  @IsIn(['draft', 'active'])
  status?: 'draft' | 'active';

  @ApiProperty({ type: () => PropertyDetailsInputDto })
  @ValidateNested()
  @Type(() => PropertyDetailsInputDto)
  @IsObject()
  @IsDefined()
  details: PropertyDetailsInputDto;
}
