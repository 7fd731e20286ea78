import { PickType } from '@nestjs/swagger';
import { ListPropertiesRequestDto } from '../../../catalogue';

/** The filters of /properties, with the same rules as the catalogue's search (no sort, no paging). */
export class SearchFiltersDto extends PickType(ListPropertiesRequestDto, [
  'location',
  'type',
  'priceMin',
  'priceMax',
  'bedroomsMin',
  'bathroomsMin',
  'sizeMin',
  'sizeMax',
  'features',
  'q',
] as const) {}
