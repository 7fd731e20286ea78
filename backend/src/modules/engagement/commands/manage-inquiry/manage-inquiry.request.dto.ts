import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { trim } from '../../../../platform/http/input-transforms';
import { INQUIRY_STATUSES, type InquiryStatus } from '../../domain/inquiry';

/** The longest reply or internal note: as long as the longest inquiry. */
export const INQUIRY_TEXT_MAX = 5000;

export class ChangeInquiryStatusRequestDto {
  @ApiProperty({
    enum: INQUIRY_STATUSES,
    enumName: 'InquiryStatus',
    description:
      'new -> in_progress, new or in_progress or answered -> closed, answered or closed -> in_progress',
  })
  @IsIn(INQUIRY_STATUSES)
  status: InquiryStatus;
}

export class AssignInquiryRequestDto {
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'An active admin or owner; null: nobody',
  })
  @ValidateIf((_, value) => value !== null)
  @IsUUID()
  assigneeId: string | null;
}

export class InquiryNoteRequestDto {
  @ApiProperty({ minLength: 1, maxLength: INQUIRY_TEXT_MAX })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(INQUIRY_TEXT_MAX)
  text: string;
}

export class InquiryReplyRequestDto {
  @ApiProperty({ minLength: 1, maxLength: INQUIRY_TEXT_MAX })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(INQUIRY_TEXT_MAX)
  message: string;
}

export class InquiryChangeResponseDto {
  @ApiProperty({ format: 'uuid', description: 'The inquiry, or the note or reply just added' }) id: string;
  @ApiProperty({ description: "The inquiry's version after the command (unchanged when nothing changed)" })
  version: number;
}
