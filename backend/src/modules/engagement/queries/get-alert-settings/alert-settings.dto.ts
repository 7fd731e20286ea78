import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class AlertSettingsDto {
  @ApiProperty({ description: 'E-mail me when a favorite property drops its price (on by default)' })
  @IsBoolean()
  priceDropAlerts: boolean;
}
