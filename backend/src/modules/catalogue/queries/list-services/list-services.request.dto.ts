import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class ListServicesRequestDto {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'Only premium (true) or only regular (false) services',
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'premium must be true or false' })
  premium?: 'true' | 'false';
}

/** The services a request asks for: only premium (true), only regular (false), or all (undefined). */
export function premiumFilter({ premium }: ListServicesRequestDto): boolean | undefined {
  return premium === undefined ? undefined : premium === 'true';
}
