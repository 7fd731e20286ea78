import { ApiProperty, OmitType } from '@nestjs/swagger';
import { ViewingDto, ViewingFeedbackDto } from '../viewing.dto';

/**
 * A viewing as its client follows it, without the stream version (a detail of the system, not data), and
 * with what the agent wrote of them after the visit (their data too).
 */
export class ExportedViewingDto extends OmitType(ViewingDto, ['version'] as const) {
  @ApiProperty({ type: () => ViewingFeedbackDto, nullable: true }) feedback: ViewingFeedbackDto | null;
}
