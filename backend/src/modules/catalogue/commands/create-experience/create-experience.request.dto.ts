import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, ValidateNested } from 'class-validator';
import { ExperienceDetailsInputDto } from '../offering-details.request.dto';

export class CreateExperienceRequestDto {
  @ApiProperty({ type: () => ExperienceDetailsInputDto })
  @ValidateNested()
  @Type(() => ExperienceDetailsInputDto)
  @IsDefined()
  details: ExperienceDetailsInputDto;
}
