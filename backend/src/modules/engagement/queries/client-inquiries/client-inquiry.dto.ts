import { ApiProperty } from '@nestjs/swagger';
import { INQUIRY_STATUSES, type InquiryStatus } from '../../domain/inquiry';

/** An inquiry as its client sees it: what they wrote, where it stands, the agency's replies; never notes. */
export class ClientInquiryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, nullable: true }) subject: string | null;
  @ApiProperty({ description: 'The start of the message' }) excerpt: string;
  @ApiProperty({ type: String, nullable: true }) propertyId: string | null;
  @ApiProperty({ enum: INQUIRY_STATUSES, enumName: 'InquiryStatus' }) status: InquiryStatus;
  @ApiProperty({ format: 'date-time' }) sentAt: string;
  @ApiProperty() replyCount: number;
  @ApiProperty({ description: 'Replies the client has not opened yet' }) unreadReplies: number;
}

export class ClientInquiryReplyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() message: string;
  @ApiProperty({ type: String, nullable: true, description: 'The adviser who wrote it' }) author:
    string | null;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) readAt: string | null;
}

export class ClientInquiryDetailDto extends ClientInquiryDto {
  @ApiProperty() message: string;
  @ApiProperty({ type: [ClientInquiryReplyDto] }) replies: ClientInquiryReplyDto[];
}
