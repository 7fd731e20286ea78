import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, Min } from 'class-validator';
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

  @ApiProperty({ minimum: 1, description: 'The version the screen showed (409 when it changed meanwhile)' })
  @Min(1)
  @IsInt()
  expectedVersion: number;
}
