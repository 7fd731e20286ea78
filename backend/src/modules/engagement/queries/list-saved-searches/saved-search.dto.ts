import { ApiProperty } from '@nestjs/swagger';
import { ALERT_FREQUENCIES, SAVED_SEARCH_LIMIT, type AlertFrequency } from '../../domain/search-filters';
import { SearchFiltersDto } from '../../commands/manage-saved-searches/search-filters.dto';

export class SavedSearchDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: () => SearchFiltersDto, description: 'The parameters of /properties it stands for' })
  filters: SearchFiltersDto;
  @ApiProperty({ enum: ALERT_FREQUENCIES }) frequency: AlertFrequency;
  @ApiProperty({ description: 'It alerts only when the price of a matching property is reduced' })
  reductionsOnly: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', description: 'When the client last opened its results' })
  seenAt: string;
  @ApiProperty({ description: 'Properties on the site that match it now' }) matchCount: number;
  @ApiProperty({ description: 'True when there are more matches than matchCount says' })
  matchCountCapped: boolean;
  @ApiProperty({
    description:
      'Properties published or back on the market since seenAt that match it (reduced in price, for a search of reductions only)',
  })
  newMatchCount: number;
}

export class SavedSearchListDto {
  @ApiProperty({ type: () => SavedSearchDto, isArray: true, description: 'Oldest first' })
  items: SavedSearchDto[];
  @ApiProperty({ example: SAVED_SEARCH_LIMIT, description: 'How many searches an account may keep' })
  limit: number;
}
