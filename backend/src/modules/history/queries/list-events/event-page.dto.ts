import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '../../../../platform/http/roles';
import { ENTITY_KINDS, HISTORY_MODULES, OTHER_KIND, OTHER_MODULE } from '../../event-streams';

export class HistoryEntityDto {
  @ApiProperty({ enum: [...ENTITY_KINDS, OTHER_KIND] }) kind: string;
  @ApiProperty() id: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The entity's reference, when the event names it",
  })
  reference: string | null;
}

export class HistoryActorDto {
  @ApiProperty() id: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null when the account no longer exists' })
  name: string | null;
  @ApiProperty({ enum: ROLES, enumName: 'Role', nullable: true }) role: Role | null;
}

export class HistoryEventDto {
  @ApiProperty({ description: 'Position in the log (a bigint, as text)' }) position: string;
  @ApiProperty({ format: 'date-time' }) time: string;
  @ApiProperty() type: string;
  @ApiProperty({ enum: [...HISTORY_MODULES, OTHER_MODULE] }) module: string;
  @ApiProperty({ type: () => HistoryEntityDto }) entity: HistoryEntityDto;
  @ApiProperty({
    type: () => HistoryActorDto,
    nullable: true,
    description: 'Null for what the product or a visitor did',
  })
  actor: HistoryActorDto | null;
  @ApiProperty({ type: String, nullable: true }) requestId: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The event as stored; for admins with its personal fields masked',
  })
  data: Record<string, unknown>;
  @ApiProperty({
    type: String,
    isArray: true,
    description:
      'Dotted paths of personal fields erased with their person (crypto-shredding): null in `data`',
  })
  erasedPaths: string[];
}

export class EventPageDto {
  @ApiProperty({ type: () => HistoryEventDto, isArray: true, description: 'Newest first' })
  items: HistoryEventDto[];
  @ApiProperty({ type: String, nullable: true, description: '`before` of the next page; null on the last' })
  nextCursor: string | null;
}
