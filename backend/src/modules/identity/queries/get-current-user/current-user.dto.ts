import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '../../../../platform/http/roles';
import type { UserReadModel } from '../../read-models/user.read-model';

/** The signed-in account as the header and the guards of the SPA need it. */
export class CurrentUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty() emailVerified: boolean;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true }) displayName: string | null;
  @ApiProperty({ enum: ROLES, description: 'The current role (the API checks it on every request)' })
  role: Role;

  static from(user: UserReadModel): CurrentUserDto {
    return {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      firstName: user.firstName,
      lastName: user.lastName,
      displayName: user.displayName,
      role: user.role,
    };
  }
}
