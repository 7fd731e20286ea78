import { OmitType } from '@nestjs/swagger';
import { OfferDto } from '../offer.dto';

/** An offer as its buyer follows it, without the stream version (a detail of the system, not data). */
export class ExportedOfferDto extends OmitType(OfferDto, ['version'] as const) {}
