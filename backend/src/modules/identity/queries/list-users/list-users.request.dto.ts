import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { trimToUndefined } from '../../../../platform/http/input-transforms';
import { PageRequestDto } from '../../../../platform/http/page-request.dto';
import { ROLES, type Role } from '../../../../platform/http/roles';

export class ListUsersRequestDto extends PageRequestDto {
  @ApiPropertyOptional({ description: 'Part of the e-mail address, first, last or display name' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES)
  role?: Role;

  @ApiPropertyOptional({ enum: ['active', 'disabled'] })
  @IsOptional()
  @IsIn(['active', 'disabled'])
  status?: 'active' | 'disabled';
}
