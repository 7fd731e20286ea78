import { ApiProperty } from '@nestjs/swagger';

/** One pin of the public map. */
export class PropertyMapPointDto {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'Public latitude: approximate (a grid cell centre) when approximate is true' })
  lat: number;
  @ApiProperty({ description: 'Public longitude: approximate (a grid cell centre) when approximate is true' })
  lng: number;
  @ApiProperty() priceEur: number;
  @ApiProperty({ description: 'The owner shows only an approximate location (about 1 km)' })
  approximate: boolean;
}

export class PropertyMapDto {
  @ApiProperty({
    type: () => PropertyMapPointDto,
    isArray: true,
    description: 'Newest first, at most 5,000',
  })
  items: PropertyMapPointDto[];
  @ApiProperty({ description: 'How many public properties with a location match (all of them, not capped)' })
  total: number;
  @ApiProperty({ description: 'More properties match than items holds (more than 5,000)' }) capped: boolean;
}
