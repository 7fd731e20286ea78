import { ApiProperty } from '@nestjs/swagger';
import { LocalizedTextDto } from '../../../catalogue';
import { SearchFiltersDto } from '../../commands/manage-saved-searches/search-filters.dto';
import { INQUIRY_STATUSES, type InquiryStatus } from '../../domain/inquiry';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../domain/search-filters';
import { ALERT_REASONS, type AlertReason } from '../../alerts/alert-log';

export class ExportedFavoriteDto {
  @ApiProperty() propertyId: string;
  @ApiProperty() reference: string;
  @ApiProperty({ type: () => LocalizedTextDto }) title: LocalizedTextDto;
  @ApiProperty({ format: 'date-time' }) addedAt: string;
}

export class ExportedSavedSearchDto {
  @ApiProperty() name: string;
  @ApiProperty({
    type: () => SearchFiltersDto,
    description: 'The search criteria, as /properties reads them',
  })
  criteria: SearchFiltersDto;
  @ApiProperty({ enum: ALERT_FREQUENCIES }) alertFrequency: AlertFrequency;
  @ApiProperty({ description: 'Alerts of price reductions only, no new listings' }) reductionsOnly: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', description: 'When the client last opened its results' })
  seenAt: string;
  @ApiProperty({
    type: [String],
    description: 'The names it had before it was renamed, the oldest first (the event log keeps them)',
  })
  earlierNames: string[];
}

/** A saved search the client deleted: the event log still keeps its names until the account is erased. */
export class ExportedDeletedSavedSearchDto {
  @ApiProperty({ type: [String], description: 'Every name it was given, the oldest first' }) names: string[];
  @ApiProperty({ format: 'date-time' }) savedAt: string;
  @ApiProperty({ format: 'date-time' }) deletedAt: string;
}

/** An e-mail alert the agency sent or collected for a digest: which property, why, at what price. */
export class ExportedAlertDto {
  @ApiProperty() propertyId: string;
  @ApiProperty({
    enum: ALERT_REASONS,
    description: 'New on the market, back on it after a sale fell through, or a lower price',
  })
  reason: AlertReason;
  @ApiProperty() priceEur: number;
  @ApiProperty({ type: Number, nullable: true }) previousPriceEur: number | null;
  @ApiProperty({ enum: ALERT_FREQUENCIES }) delivery: AlertFrequency;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The saved search it matched; null for a followed property (price drop, back on the market)',
  })
  savedSearch: string | null;
  @ApiProperty({ format: 'date-time' }) at: string;
}

export class ExportedInquiryReplyDto {
  @ApiProperty() message: string;
  @ApiProperty({ type: String, nullable: true, description: 'The adviser who wrote it' }) author:
    string | null;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) readAt: string | null;
}

/**
 * An inquiry as the client sent it and the agency's replies; the agency's internal notes are neither given
 * nor received by the client, and stay out.
 */
export class ExportedInquiryDto {
  @ApiProperty({ type: String, nullable: true, description: 'null once the person is erased' })
  name: string | null;
  @ApiProperty({
    type: String,
    format: 'email',
    nullable: true,
    description: 'null once the person is erased',
  })
  email: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) subject: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null once the person is erased' })
  message: string | null;
  @ApiProperty({ type: String, nullable: true }) propertyId: string | null;
  @ApiProperty() language: string;
  @ApiProperty({ enum: INQUIRY_STATUSES, enumName: 'InquiryStatus' }) status: InquiryStatus;
  @ApiProperty({ format: 'date-time' }) sentAt: string;
  @ApiProperty({ type: () => ExportedInquiryReplyDto, isArray: true }) replies: ExportedInquiryReplyDto[];
}

export class ExportedAlertSettingsDto {
  @ApiProperty({ description: 'E-mails when a favorite property’s price drops' }) priceDropAlerts: boolean;
}

export class ClientDataExportDto {
  @ApiProperty({ type: () => ExportedFavoriteDto, isArray: true }) favorites: ExportedFavoriteDto[];
  @ApiProperty({ type: () => ExportedSavedSearchDto, isArray: true }) savedSearches: ExportedSavedSearchDto[];
  @ApiProperty({ type: () => ExportedDeletedSavedSearchDto, isArray: true })
  deletedSavedSearches: ExportedDeletedSavedSearchDto[];
  @ApiProperty({ type: () => ExportedAlertSettingsDto }) alertSettings: ExportedAlertSettingsDto;
  @ApiProperty({ type: () => ExportedAlertDto, isArray: true }) alertsSent: ExportedAlertDto[];
  @ApiProperty({ type: () => ExportedInquiryDto, isArray: true }) inquiries: ExportedInquiryDto[];
}
