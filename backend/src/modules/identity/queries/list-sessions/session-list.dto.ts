import { ApiProperty } from '@nestjs/swagger';

const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;

/** A session as the account's sessions list shows it: the browser's family and system, never an address. */
export class SessionListItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Browser family, e.g. Chrome; null when unknown',
  })
  browser: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Major version, e.g. 131' })
  browserVersion: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Operating system, e.g. macOS' })
  os: string | null;
  @ApiProperty({ enum: DEVICE_TYPES, nullable: true }) deviceType: (typeof DEVICE_TYPES)[number] | null;
  @ApiProperty({ description: 'Signed in with "remember me"' }) remember: boolean;
  @ApiProperty({ format: 'date-time' }) startedAt: string;
  @ApiProperty({ format: 'date-time' }) lastSeenAt: string;
  @ApiProperty({ description: 'The session of this request' }) current: boolean;
}

export class SessionListDto {
  @ApiProperty({ type: [SessionListItemDto] }) items: SessionListItemDto[];
}
