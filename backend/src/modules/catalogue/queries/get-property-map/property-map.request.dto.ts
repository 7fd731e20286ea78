import { OmitType } from '@nestjs/swagger';
import { ListPropertiesRequestDto } from '../list-properties/list-properties.request.dto';

/** The filters of the public search, with the same rules (no sort, no paging: the map shows every match). */
export class PropertyMapRequestDto extends OmitType(ListPropertiesRequestDto, [
  'sort',
  'limit',
  'offset',
] as const) {}
