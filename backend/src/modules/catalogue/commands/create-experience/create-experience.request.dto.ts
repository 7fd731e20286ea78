import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsObject, ValidateNested } from 'class-validator';
import { ExperienceDetailsInputDto } from '../offering-details.request.dto';

export class CreateExperienceRequestDto {
  @ApiProperty({ type: () => ExperienceDetailsInputDto })
  @ValidateNested()
  @Type(() => ExperienceDetailsInputDto)
  @IsObject()
  @IsDefined()
  details: ExperienceDetailsInputDto;
}
