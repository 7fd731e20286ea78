import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { EXPERIENCE_TYPES, type ExperienceType } from '../../domain/catalogue-enums';

export class ListExperiencesRequestDto {
  @ApiPropertyOptional({ enum: EXPERIENCE_TYPES, enumName: 'ExperienceType' })
  @IsOptional()
  @IsIn(EXPERIENCE_TYPES, { message: 'type must be basic or vip' })
  type?: ExperienceType;
}
