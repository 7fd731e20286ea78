import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, Matches } from 'class-validator';
import { FAVORITES_LIMIT } from '../../domain/search-filters';
import { PROPERTY_ID } from './property-id';

export class MergeFavoritesRequestDto {
  @ApiProperty({
    type: [String],
    maxItems: FAVORITES_LIMIT,
    description: "The ids of the visitor's browser favorites, oldest first",
  })
  @IsArray()
  @ArrayMaxSize(FAVORITES_LIMIT)
  @IsString({ each: true })
  @Matches(PROPERTY_ID, { each: true, message: 'propertyIds must hold property ids' })
  propertyIds: string[];
}

export class MergeFavoritesResponseDto {
  @ApiProperty({ description: 'How many of them were new to the account' }) added: number;
}
