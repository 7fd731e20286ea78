import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** A text in Spanish (source) with optional translations; the SPA falls back to Spanish. */
export class LocalizedTextDto {
  @ApiProperty() es: string;
  @ApiPropertyOptional() en?: string;
  @ApiPropertyOptional() de?: string;
  @ApiPropertyOptional() ru?: string;
  @ApiPropertyOptional() mk?: string;
}

export class CatalogueImageDto {
  @ApiProperty({ example: '/media/catalogue/villa-sardinero-exterior.svg' }) url: string;
  @ApiProperty({ type: () => LocalizedTextDto }) alt: LocalizedTextDto;
}
