import { ApiProperty } from '@nestjs/swagger';
import { OfferDto } from '../offer.dto';

export class MyOffersDto {
  @ApiProperty({ type: () => OfferDto, isArray: true, description: 'Newest first' }) items: OfferDto[];
}
