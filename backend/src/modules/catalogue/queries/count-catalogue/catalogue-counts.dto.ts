import { ApiProperty } from '@nestjs/swagger';

export class PropertiesByStatusDto {
  @ApiProperty() draft: number;
  @ApiProperty() active: number;
  @ApiProperty() reserved: number;
  @ApiProperty() sold: number;
  @ApiProperty() withdrawn: number;
}

export class PropertyCountsDto {
  @ApiProperty() total: number;
  @ApiProperty({ description: 'active + reserved + sold' }) public: number;
  @ApiProperty({ type: () => PropertiesByStatusDto }) byStatus: PropertiesByStatusDto;
}

export class ServiceCountsDto {
  @ApiProperty() total: number;
  @ApiProperty() premium: number;
}

export class ExperienceCountsDto {
  @ApiProperty() total: number;
  @ApiProperty() basic: number;
  @ApiProperty() vip: number;
}

/** How many properties, services and experiences the catalogue holds. */
export class CatalogueCountsDto {
  @ApiProperty({ type: () => PropertyCountsDto }) properties: PropertyCountsDto;
  @ApiProperty({ type: () => ServiceCountsDto }) services: ServiceCountsDto;
  @ApiProperty({ type: () => ExperienceCountsDto }) experiences: ExperienceCountsDto;
}
