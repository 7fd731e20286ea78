import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { trim, trimToNull } from '../../../../platform/http/input-transforms';
import { VIEWING_LIMITS } from '../../domain/viewing.decider';
import { VIEWING_INTEREST_LEVELS, type ViewingInterest } from '../../domain/viewing.events';
import { MAX_SLOTS } from '../../domain/viewing-slots';
import { ViewingSlotInputDto } from '../request-viewing/request-viewing.request.dto';

export class ConfirmViewingRequestDto {
  @ApiProperty({ minimum: 0, maximum: MAX_SLOTS - 1, description: 'Which of the client’s slots (0-based)' })
  @IsInt()
  @Min(0)
  slot: number;

  @ApiProperty({ format: 'uuid', description: 'The agent who shows the property (GET /api/admin/staff)' })
  @IsUUID()
  agentId: string;
}

export class ProposeViewingTimeRequestDto {
  @ApiProperty({ type: () => ViewingSlotInputDto })
  @ValidateNested()
  @Type(() => ViewingSlotInputDto)
  @IsObject()
  @IsDefined()
  slot: ViewingSlotInputDto;

  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  agentId: string;
}

export class DeclineViewingRequestDto {
  @ApiProperty({ minLength: 1, maxLength: VIEWING_LIMITS.reason, description: 'Sent to the client' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(VIEWING_LIMITS.reason)
  reason: string;
}

export class CancelViewingRequestDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: VIEWING_LIMITS.reason })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(VIEWING_LIMITS.reason)
  reason?: string | null;
}

export class ViewingFeedbackRequestDto {
  @ApiProperty({ enum: VIEWING_INTEREST_LEVELS, enumName: 'ViewingInterest' })
  @IsIn(VIEWING_INTEREST_LEVELS)
  interest: ViewingInterest;

  @ApiProperty({
    maxLength: VIEWING_LIMITS.remarks,
    description: 'What the buyer said, in the agent’s words; shown to the seller without the buyer’s name',
  })
  @Transform(trim)
  @IsString()
  @MaxLength(VIEWING_LIMITS.remarks)
  remarks: string;
}

export class ViewingStepResultDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'The viewing’s version after the step' }) version: number;
}
