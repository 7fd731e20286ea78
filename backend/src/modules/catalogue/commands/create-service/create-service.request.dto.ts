import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsObject, ValidateNested } from 'class-validator';
import { ServiceDetailsInputDto } from '../offering-details.request.dto';

export class CreateServiceRequestDto {
  @ApiProperty({ type: () => ServiceDetailsInputDto })
  @ValidateNested()
  @Type(() => ServiceDetailsInputDto)
  @IsObject()
  @IsDefined()
  details: ServiceDetailsInputDto;
}
