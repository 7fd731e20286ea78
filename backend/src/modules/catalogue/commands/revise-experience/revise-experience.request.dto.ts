import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsObject, Min, ValidateNested } from 'class-validator';
import { ExperienceDetailsInputDto } from '../offering-details.request.dto';

export class ReviseExperienceRequestDto {
  @ApiProperty({
    minimum: 1,
    description: 'The version the form loaded; a newer one answers 409 version_conflict',
  })
  @Min(1)
  @IsInt()
  expectedVersion: number;

  @ApiProperty({ type: () => ExperienceDetailsInputDto })
  @ValidateNested()
  @Type(() => ExperienceDetailsInputDto)
  @IsObject()
  @IsDefined()
  details: ExperienceDetailsInputDto;
}
