import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { HistoryActorDto } from '../list-events/event-page.dto';

/** Any JSON value: a field's value before or after an event. */
const ANY_VALUE = {
  nullable: true,
  oneOf: [
    { type: 'string' },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'array', items: {} },
    { type: 'object', additionalProperties: true },
  ],
};

export class FieldChangeDto {
  @ApiProperty({ description: 'Dotted path in the entity (`title.en`, `price.saleEur`, `status`)' })
  path: string;
  @ApiProperty({ ...ANY_VALUE, description: 'The value before the event (null: none)' })
  before: unknown;
  @ApiProperty({ ...ANY_VALUE, description: 'The value after the event (null: none)' })
  after: unknown;
  @ApiPropertyOptional({ type: 'array', items: {}, description: 'For lists: the items the event added' })
  added?: unknown[];
  @ApiPropertyOptional({ type: 'array', items: {}, description: 'For lists: the items the event removed' })
  removed?: unknown[];
  @ApiProperty({ description: 'The value before was a personal field erased with its person' })
  beforeErased: boolean;
  @ApiProperty({ description: 'The value after is a personal field erased with its person' })
  afterErased: boolean;
}

export class EntityHistoryEntryDto {
  @ApiProperty({ description: 'Position in the log (a bigint, as text)' }) position: string;
  @ApiProperty({ description: "The event's version in the entity's stream" }) version: number;
  @ApiProperty({ format: 'date-time' }) time: string;
  @ApiProperty() type: string;
  @ApiProperty({
    type: () => HistoryActorDto,
    nullable: true,
    description: 'Null for what the product or a visitor did',
  })
  actor: HistoryActorDto | null;
  @ApiProperty({
    type: () => FieldChangeDto,
    isArray: true,
    description: 'The fields the event changed; personal values masked for admins',
  })
  changes: FieldChangeDto[];
  @ApiProperty({
    type: String,
    isArray: true,
    description: "Dotted paths of the event's personal fields erased with their person (crypto-shredding)",
  })
  erasedPaths: string[];
}

export class EntityHistoryDto {
  @ApiProperty() kind: string;
  @ApiProperty() id: string;
  @ApiProperty({ type: () => EntityHistoryEntryDto, isArray: true, description: 'Newest first' })
  entries: EntityHistoryEntryDto[];
}
