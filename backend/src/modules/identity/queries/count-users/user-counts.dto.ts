import { ApiProperty } from '@nestjs/swagger';

export class UsersByRoleDto {
  @ApiProperty() user: number;
  @ApiProperty() admin: number;
  @ApiProperty() owner: number;
}

/** What admins may know about accounts: numbers, never people. */
export class UserCountsDto {
  @ApiProperty() total: number;
  @ApiProperty() active: number;
  @ApiProperty() disabled: number;
  @ApiProperty() emailVerified: number;
  @ApiProperty({ type: UsersByRoleDto }) byRole: UsersByRoleDto;
}
