import { ApiProperty, PickType } from '@nestjs/swagger';
import { ExportedBookingDto } from '../../../bookings';
import {
  ExportedAlertDto,
  ExportedDeletedSavedSearchDto,
  ExportedFavoriteDto,
  ExportedInquiryDto,
  ExportedSavedSearchDto,
} from '../../../engagement';
import { ExportedNewsletterConsentDto, ExportedProfileDto, ExportedSessionDto } from '../../../identity';
import { ExportedViewingDto } from '../../../viewings';
import { ExportedOfferDto } from '../../../sales';
import { LANGUAGES, type Language } from '../../../../platform/i18n/languages';
import { EXPORT_NOTES, EXPORT_SECTIONS, type ExportNote, type ExportSection } from './personal-data-texts';

/** The format of the file; a change that renames or removes a key raises `version`. */
export const EXPORT_FORMAT = 'costa-cantabria.personal-data';
export const EXPORT_FORMAT_VERSION = 1;

/** Who decides how the data is used (GDPR art. 4(7)) and how to reach them. */
export class DataControllerDto {
  @ApiProperty({ example: 'Costa Cantabria Luxury, S.L.' }) name: string;
  @ApiProperty({ example: 'B39561284' }) taxId: string;
  @ApiProperty() address: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty() phone: string;
}

export class ExportSectionsDto implements Record<ExportSection, string> {
  @ApiProperty() profile: string;
  @ApiProperty() consents: string;
  @ApiProperty() favorites: string;
  @ApiProperty() savedSearches: string;
  @ApiProperty() deletedSavedSearches: string;
  @ApiProperty() alertsSent: string;
  @ApiProperty() inquiries: string;
  @ApiProperty() viewings: string;
  @ApiProperty() offers: string;
  @ApiProperty() bookings: string;
  @ApiProperty() sessions: string;
}

export class ExportNotesDto implements Record<ExportNote, string> {
  @ApiProperty({ description: 'Where the cookie choice is kept' }) cookies: string;
  @ApiProperty({ description: 'What the sign-in history holds and for how long' }) sessions: string;
  @ApiProperty({ description: 'How to have the data corrected or erased' }) erasure: string;
}

/** The file's header: what it is, when it was made, by whom, and what each section holds. */
export class ExportAboutDto {
  @ApiProperty({ example: EXPORT_FORMAT }) format: string;
  @ApiProperty({ example: EXPORT_FORMAT_VERSION }) version: number;
  @ApiProperty({ format: 'date-time' }) exportedAt: string;
  @ApiProperty({ enum: LANGUAGES, description: 'The language of the explanations: the person’s own' })
  language: Language;
  @ApiProperty() title: string;
  @ApiProperty({ type: () => DataControllerDto }) controller: DataControllerDto;
  @ApiProperty({
    type: () => ExportSectionsDto,
    description: `What each section holds (keys: ${EXPORT_SECTIONS.join(', ')})`,
  })
  sections: ExportSectionsDto;
  @ApiProperty({ type: () => ExportNotesDto, description: `Notes (keys: ${EXPORT_NOTES.join(', ')})` })
  notes: ExportNotesDto;
}

/** Every consent the product records on its servers; the cookie choice lives in the browser (see notes). */
export class ExportedConsentsDto {
  @ApiProperty({ description: 'Agreed to receive the agency’s newsletter' }) newsletter: boolean;
  @ApiProperty({
    type: () => [ExportedNewsletterConsentDto],
    description: 'Every time the newsletter consent was given or withdrawn, where and when, the oldest first',
  })
  newsletterHistory: ExportedNewsletterConsentDto[];
  @ApiProperty({ description: 'E-mails when a favorite property’s price drops' }) priceDropAlerts: boolean;
  @ApiProperty({
    type: () => ExportedSearchAlertDto,
    isArray: true,
    description: 'The e-mail alerts of each saved search',
  })
  savedSearchAlerts: ExportedSearchAlertDto[];
}

export class ExportedSearchAlertDto extends PickType(ExportedSavedSearchDto, [
  'name',
  'alertFrequency',
] as const) {}

/** GET /api/me/export: all the data the agency keeps about one person (GDPR art. 15 and 20). */
export class PersonalDataExportDto {
  @ApiProperty({ type: () => ExportAboutDto }) about: ExportAboutDto;
  @ApiProperty({ type: () => ExportedProfileDto }) profile: ExportedProfileDto;
  @ApiProperty({ type: () => ExportedConsentsDto }) consents: ExportedConsentsDto;
  @ApiProperty({ type: () => ExportedFavoriteDto, isArray: true }) favorites: ExportedFavoriteDto[];
  @ApiProperty({ type: () => ExportedSavedSearchDto, isArray: true }) savedSearches: ExportedSavedSearchDto[];
  @ApiProperty({ type: () => ExportedDeletedSavedSearchDto, isArray: true })
  deletedSavedSearches: ExportedDeletedSavedSearchDto[];
  @ApiProperty({ type: () => ExportedAlertDto, isArray: true }) alertsSent: ExportedAlertDto[];
  @ApiProperty({ type: () => ExportedInquiryDto, isArray: true }) inquiries: ExportedInquiryDto[];
  @ApiProperty({ type: () => ExportedViewingDto, isArray: true }) viewings: ExportedViewingDto[];
  @ApiProperty({ type: () => ExportedOfferDto, isArray: true }) offers: ExportedOfferDto[];
  @ApiProperty({ type: () => ExportedBookingDto, isArray: true }) bookings: ExportedBookingDto[];
  @ApiProperty({ type: () => ExportedSessionDto, isArray: true }) sessions: ExportedSessionDto[];
}
