import { ApiProperty } from '@nestjs/swagger';
import { LocalizedTextDto } from '../../../catalogue';

export const MANDATE_NOTICE_KINDS = ['ending', 'ended'] as const;
export type MandateNoticeKind = (typeof MANDATE_NOTICE_KINDS)[number];

/** A mandate that needs staff: it ends within 30 days, or it ended while the property is still listed. */
export class MandateNoticeDto {
  @ApiProperty({ enum: MANDATE_NOTICE_KINDS, enumName: 'MandateNoticeKind' }) kind: MandateNoticeKind;
  @ApiProperty() propertyId: string;
  @ApiProperty() propertyReference: string;
  @ApiProperty({ type: () => LocalizedTextDto }) propertyTitle: LocalizedTextDto;
  @ApiProperty({ example: '2026-12-20', description: 'Madrid date' }) endsOn: string;
  @ApiProperty({ description: 'Days from today (Madrid) to the end; negative once it has ended' })
  daysLeft: number;
}
