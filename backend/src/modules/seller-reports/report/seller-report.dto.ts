import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '../../../platform/i18n/languages';
import { LocalizedTextDto } from '../../catalogue';
import { OFFER_STATUSES, type OfferStatus } from '../../sales';
import { VIEWING_INTEREST_LEVELS, type ViewingInterest } from '../../viewings';

export const REPORT_FIGURES = ['views', 'favorites', 'inquiries', 'viewings', 'offers'] as const;
export type ReportFigure = (typeof REPORT_FIGURES)[number];
export const TRENDS = ['up', 'down', 'same'] as const;
export type Trend = (typeof TRENDS)[number];

export class ReportWeekDto {
  @ApiProperty({ example: '2026-W48' }) isoWeek: string;
  @ApiProperty({ format: 'date', description: 'Monday, Madrid' }) from: string;
  @ApiProperty({ format: 'date', description: 'Sunday, Madrid' }) to: string;
}

export class ReportFigureDto {
  @ApiProperty({ enum: REPORT_FIGURES, enumName: 'SellerReportFigure' }) figure: ReportFigure;
  @ApiProperty({ description: 'This week' }) value: number;
  @ApiProperty({ description: 'The week before' }) previous: number;
  @ApiProperty({ enum: TRENDS, enumName: 'SellerReportTrend' }) trend: Trend;
}

export class ReportViewingDto {
  @ApiProperty({ format: 'date-time' }) startsAt: string;
  @ApiProperty({
    enum: VIEWING_INTEREST_LEVELS,
    enumName: 'ViewingInterest',
    nullable: true,
    description: 'The interest the agent recorded; null until recorded',
  })
  interest: ViewingInterest | null;
  @ApiProperty({ type: String, nullable: true, description: 'What the agent wrote for the seller' })
  remarks: string | null;
}

export class ReportOfferDto {
  @ApiProperty({ format: 'date-time' }) madeAt: string;
  @ApiProperty({ description: 'The latest amount, whole euros' }) amountEur: number;
  @ApiProperty({ enum: OFFER_STATUSES, enumName: 'OfferStatus' }) status: OfferStatus;
}

export class ReportPropertyDto {
  @ApiProperty() id: string;
  @ApiProperty({ type: () => LocalizedTextDto }) title: LocalizedTextDto;
  @ApiProperty() reference: string;
}

/** One property's week for its seller: figures against the week before, viewings held, offers received. */
export class SellerReportDto {
  @ApiProperty({ enum: LANGUAGES, description: 'The seller’s language' }) language: Language;
  @ApiProperty({ type: () => ReportPropertyDto }) property: ReportPropertyDto;
  @ApiProperty({ type: () => ReportWeekDto }) week: ReportWeekDto;
  @ApiProperty({ type: () => ReportFigureDto, isArray: true }) figures: ReportFigureDto[];
  @ApiProperty({ type: () => ReportViewingDto, isArray: true }) viewings: ReportViewingDto[];
  @ApiProperty({ type: () => ReportOfferDto, isArray: true, description: 'No buyer is named' })
  offers: ReportOfferDto[];
}
