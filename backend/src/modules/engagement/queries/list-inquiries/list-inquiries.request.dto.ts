import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { trimToUndefined } from '../../../../platform/http/input-transforms';
import { PageRequestDto } from '../../../../platform/http/page-request.dto';
import {
  INQUIRY_SOURCES,
  INQUIRY_STATUSES,
  type InquirySource,
  type InquiryStatus,
} from '../../domain/inquiry';

/** `assigneeId=none`: the inquiries nobody has taken. */
export const UNASSIGNED = 'none';

export class ListInquiriesRequestDto extends PageRequestDto {
  @ApiPropertyOptional({
    maxLength: 200,
    description: "Part of the sender's name or e-mail, the subject or the message",
  })
  @Transform(trimToUndefined)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ enum: INQUIRY_STATUSES, enumName: 'InquiryStatus' })
  @IsOptional()
  @IsIn(INQUIRY_STATUSES)
  status?: InquiryStatus;

  @ApiPropertyOptional({ enum: INQUIRY_SOURCES, enumName: 'InquirySource' })
  @IsOptional()
  @IsIn(INQUIRY_SOURCES)
  source?: InquirySource;

  @ApiPropertyOptional({ description: `A staff member's id, or "${UNASSIGNED}" for the unassigned ones` })
  @IsOptional()
  @ValidateIf((_, value) => value !== UNASSIGNED)
  @IsUUID('all', { message: 'assigneeId is not a staff member id' })
  assigneeId?: string;
}
