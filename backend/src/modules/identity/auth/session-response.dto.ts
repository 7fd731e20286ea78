import { ApiProperty } from '@nestjs/swagger';
import { CurrentUserDto } from '../queries/get-current-user/current-user.dto';

/**
 * The answer to register, login and refresh. The access token goes in the `Authorization: Bearer` header of
 * later calls and lives in memory only; the refresh token comes as the HttpOnly cookie, never in a body.
 */
export class SessionResponseDto {
  @ApiProperty({ description: 'JWT for `Authorization: Bearer`' }) accessToken: string;
  @ApiProperty({ enum: ['Bearer'] }) tokenType: 'Bearer';
  @ApiProperty({ description: 'Seconds the access token is valid (900)' }) expiresIn: number;
  @ApiProperty({
    description: 'Seconds without activity (a request or a refresh) after which the server ends the session',
  })
  idleTimeoutSeconds: number;
  @ApiProperty({ format: 'date-time', description: 'The session ends at this time whatever the activity' })
  sessionExpiresAt: string;
  @ApiProperty({ type: CurrentUserDto }) user: CurrentUserDto;
}
