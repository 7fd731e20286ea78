import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { PropertyDetailsInputDto } from '../property-details.request.dto';

export class CreatePropertyRequestDto {
  @ApiPropertyOptional({
    enum: ['draft', 'active'],
    default: 'active',
    description: 'New properties are active (public) unless saved as a draft',
  })
  @IsOptional()
  @IsIn(['draft', 'active'])
  status?: 'draft' | 'active';

  @ApiProperty({ type: () => PropertyDetailsInputDto })
  @ValidateNested()
  @Type(() => PropertyDetailsInputDto)
  @IsObject()
  @IsDefined()
  details: PropertyDetailsInputDto;
}
