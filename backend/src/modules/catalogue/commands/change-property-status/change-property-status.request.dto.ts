import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { PROPERTY_STATUSES, type PropertyStatus } from '../../domain/catalogue-enums';

export class ChangePropertyStatusRequestDto {
  @ApiProperty({
    enum: PROPERTY_STATUSES,
    enumName: 'PropertyStatus',
    description:
      'draft -> active -> reserved -> sold, or withdrawn; only active, reserved and sold are public',
  })
  @IsIn(PROPERTY_STATUSES)
  status: PropertyStatus;

  @ApiPropertyOptional({
    minimum: 1,
    description: 'The version the screen showed; omit to change the latest',
  })
  @IsOptional()
  @Min(1)
  @IsInt()
  expectedVersion?: number;
}
