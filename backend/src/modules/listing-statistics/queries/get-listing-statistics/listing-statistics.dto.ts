import { ApiProperty } from '@nestjs/swagger';

export class ListingFiguresDto {
  @ApiProperty({ description: 'Views of the public page (bots and drafts not counted)' })
  views!: number;

  @ApiProperty({ description: 'Favorites added' })
  favorites!: number;

  @ApiProperty({ description: 'Inquiries about the property' })
  inquiries!: number;

  @ApiProperty({ description: 'Viewings requested' })
  viewings!: number;

  @ApiProperty({ description: 'Offers made' })
  offers!: number;

  @ApiProperty({
    description: 'Saved searches the property was news for (published, back on the market, cheaper)',
  })
  savedSearchMatches!: number;
}

export class ListingDayDto extends ListingFiguresDto {
  @ApiProperty({ format: 'date', description: 'A day in Madrid' })
  day!: string;
}

export class ListingPeriodDto {
  @ApiProperty({ format: 'date' })
  from!: string;

  @ApiProperty({ format: 'date' })
  to!: string;

  @ApiProperty({ type: ListingFiguresDto })
  totals!: ListingFiguresDto;
}

export class ListingStatisticsDto {
  @ApiProperty()
  propertyId!: string;

  @ApiProperty({ enum: [30, 90, 365] })
  days!: number;

  @ApiProperty({ type: ListingPeriodDto, description: 'The last `days` days, today (Madrid) included' })
  period!: ListingPeriodDto;

  @ApiProperty({ type: ListingPeriodDto, description: 'The as many days just before, to compare with' })
  previous!: ListingPeriodDto;

  @ApiProperty({
    type: [ListingDayDto],
    description: 'Every day of the period, oldest first, zeros included',
  })
  daily!: ListingDayDto[];
}
