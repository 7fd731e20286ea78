import { ApiProperty } from '@nestjs/swagger';

export class MapConfigDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The MapLibre style the map draws (OpenStreetMap-based, its attribution inside); null: a blank map, no tiles',
    example: 'https://tiles.openfreemap.org/styles/liberty',
  })
  styleUrl: string | null;
}
