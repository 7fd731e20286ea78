import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '../../../../platform/http/roles';

export class UserListItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty() emailVerified: boolean;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true }) displayName: string | null;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ enum: ['active', 'disabled'] }) status: 'active' | 'disabled';
  @ApiProperty({ format: 'date-time' }) registeredAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Latest sign-in' })
  lastSignInAt: string | null;
}

export class UserListDto {
  @ApiProperty({ type: [UserListItemDto] }) items: UserListItemDto[];
  @ApiProperty({ description: 'Accounts matching the filters, all pages' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}
