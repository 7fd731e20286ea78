import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '../../../../platform/http/roles';
import { LANGUAGES, type Language } from '../../../../platform/i18n/languages';
import type { UserReadModel } from '../../read-models/user.read-model';

/** The profile screen: personal info, contact info and preferences. */
export class ProfileDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty() emailVerified: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'email',
    description: 'An address change waiting for its link to be followed',
  })
  pendingEmail: string | null;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true }) displayName: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ enum: LANGUAGES }) language: Language;
  @ApiProperty() newsletter: boolean;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ format: 'date-time' }) registeredAt: string;

  static from(user: UserReadModel): ProfileDto {
    return {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      pendingEmail: user.pendingEmail,
      firstName: user.firstName,
      lastName: user.lastName,
      displayName: user.displayName,
      phone: user.phone,
      language: user.language as Language,
      newsletter: user.newsletter,
      role: user.role,
      registeredAt: new Date(user.registeredAt).toISOString(),
    };
  }
}
