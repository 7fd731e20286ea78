import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsISO8601,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { SYSTEM_ACTOR } from '../../../../platform/event-store/stored-event';
import { trimToUndefined } from '../../../../platform/http/input-transforms';
import { HISTORY_MODULES, type HistoryModule } from '../../event-streams';

/** `type=A&type=B` or `type=A,B`: a list of event types. */
const listOfTypes = ({ value }: { value: unknown }): unknown => {
  const values = typeof value === 'string' ? [value] : value;
  return Array.isArray(values)
    ? values.flatMap((item: unknown) =>
        typeof item === 'string'
          ? item
              .split(',')
              .map((type) => type.trim())
              .filter(Boolean)
          : [item],
      )
    : values;
};

/** The filters of the event history, shared by the page and the CSV export. */
export class EventFiltersRequestDto {
  @ApiPropertyOptional({ enum: HISTORY_MODULES, enumName: 'HistoryModule' })
  @IsOptional()
  @IsIn(HISTORY_MODULES)
  module?: HistoryModule;

  @ApiPropertyOptional({
    type: [String],
    description: 'Event types (`type=PropertyListed&type=PropertyRevised`, or comma-separated)',
  })
  @Transform(listOfTypes)
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @Matches(/^[A-Z][A-Za-z]{0,99}$/, { each: true, message: 'type is not an event type' })
  type?: string[];

  @ApiPropertyOptional({ description: `The acting account's id, or "${SYSTEM_ACTOR}"` })
  @Transform(trimToUndefined)
  @IsOptional()
  @ValidateIf((_, value) => value !== SYSTEM_ACTOR)
  @IsUUID('all', { message: 'actorId is not an account id' })
  actorId?: string;

  @ApiPropertyOptional({
    maxLength: 300,
    description: 'One entity: `<kind>:<id>` (`property:villa-sardinero-santander`) or its stream id',
  })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(300)
  entity?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Events recorded at or after this instant' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsISO8601({ strict: true })
  from?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Events recorded before this instant' })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsISO8601({ strict: true })
  to?: string;

  @ApiPropertyOptional({
    maxLength: 200,
    description: "An entity's id, or the start of its reference (`CC-SAN`)",
  })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;
}
