import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ROLES, type Role } from '../../../../platform/http/roles';

export class ChangeUserRoleRequestDto {
  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES)
  role: Role;
}
