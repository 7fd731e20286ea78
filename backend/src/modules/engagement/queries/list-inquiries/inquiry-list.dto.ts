import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '../../../../platform/i18n/languages';
import {
  INQUIRY_SOURCES,
  INQUIRY_STATUSES,
  type InquirySource,
  type InquiryStatus,
} from '../../domain/inquiry';

/** An inquiry as a row of the agency's inbox. */
export class InquiryListItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, nullable: true, description: 'null once the person is erased' })
  name: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null once the person is erased' })
  email: string | null;
  @ApiProperty({ type: String, nullable: true }) subject: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The start of the message; null once the person is erased',
  })
  excerpt: string | null;
  @ApiProperty({ type: String, nullable: true }) propertyId: string | null;
  @ApiProperty({ enum: LANGUAGES }) language: Language;
  @ApiProperty({ enum: INQUIRY_STATUSES, enumName: 'InquiryStatus' }) status: InquiryStatus;
  @ApiProperty({ enum: INQUIRY_SOURCES, enumName: 'InquirySource' }) source: InquirySource;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) assigneeId: string | null;
  @ApiProperty({ description: 'Sent by, or joined to, a client account' }) hasAccount: boolean;
  @ApiProperty({ format: 'date-time' }) sentAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class InquiryListDto {
  @ApiProperty({ type: [InquiryListItemDto] }) items: InquiryListItemDto[];
  @ApiProperty({ description: 'Inquiries matching the filters, all pages' }) total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class InquiryCountDto {
  @ApiProperty({ description: 'Inquiries nobody has taken up yet (status new)' }) new: number;
}
