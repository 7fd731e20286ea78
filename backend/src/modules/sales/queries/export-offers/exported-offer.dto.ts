import { ApiProperty, OmitType } from '@nestjs/swagger';
import { OfferDto } from '../offer.dto';

/** An offer as its buyer follows it, without the stream version (a detail of the system, not data). */
export class ExportedOfferDto extends OmitType(OfferDto, ['version'] as const) {
  @ApiProperty({
    type: String,
    nullable: true,
    description: "Why the deal on this offer fell through, in the agency's words; null when it did not",
  })
  fellThroughReason: string | null;
}
