import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';

/** The periods the back office offers: the last 30, 90 or 365 days, today included. */
export const STATISTICS_PERIODS = [30, 90, 365] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

export class GetListingStatisticsRequestDto {
  @ApiPropertyOptional({ enum: STATISTICS_PERIODS, default: 30, description: 'Days, today included' })
  @IsOptional()
  @Type(() => Number)
  @IsIn(STATISTICS_PERIODS)
  days?: StatisticsPeriod;
}
