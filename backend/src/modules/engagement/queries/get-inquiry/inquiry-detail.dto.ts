import { ApiProperty } from '@nestjs/swagger';
import { INQUIRY_STATUSES, type InquiryStatus } from '../../domain/inquiry';
import { InquiryListItemDto } from '../list-inquiries/inquiry-list.dto';

export const INQUIRY_ACTIVITY_KINDS = ['reply', 'note', 'status', 'assignment', 'joined'] as const;
export type InquiryActivityKind = (typeof INQUIRY_ACTIVITY_KINDS)[number];

/** One step of an inquiry's thread and history, oldest first. */
export class InquiryActivityDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: INQUIRY_ACTIVITY_KINDS, enumName: 'InquiryActivityKind' }) kind: InquiryActivityKind;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: String, nullable: true, description: 'The staff member who acted' }) actorName:
    string | null;
  @ApiProperty({ type: String, nullable: true, description: 'A reply or an internal note' }) text:
    string | null;
  @ApiProperty({ enum: INQUIRY_STATUSES, enumName: 'InquiryStatus', nullable: true })
  fromStatus: InquiryStatus | null;
  @ApiProperty({ enum: INQUIRY_STATUSES, enumName: 'InquiryStatus', nullable: true })
  toStatus: InquiryStatus | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who the inquiry went to (assignment)' })
  assigneeName: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the client read a reply',
  })
  readAt: string | null;
}

export class InquiryDetailDto extends InquiryListItemDto {
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null once the person is erased' })
  message: string | null;
  @ApiProperty({
    enum: INQUIRY_STATUSES,
    enumName: 'InquiryStatus',
    isArray: true,
    description: 'The statuses staff may set now',
  })
  nextStatuses: InquiryStatus[];
  @ApiProperty({ type: [InquiryActivityDto] }) activity: InquiryActivityDto[];
}
