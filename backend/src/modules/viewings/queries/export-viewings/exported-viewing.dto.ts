import { OmitType } from '@nestjs/swagger';
import { ViewingDto } from '../viewing.dto';

/** A viewing as its client follows it, without the stream version (a detail of the system, not data). */
export class ExportedViewingDto extends OmitType(ViewingDto, ['version'] as const) {}
