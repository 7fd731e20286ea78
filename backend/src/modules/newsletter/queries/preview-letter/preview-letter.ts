import { ApiProperty } from '@nestjs/swagger';
import { Query } from '@nestjs/cqrs';
import type { Language } from '../../../../platform/i18n/languages';

/** The letter of a month as a client (or the sample reader) would receive it, in a language. */
export class PreviewLetterQuery extends Query<LetterPreviewDto> {
  constructor(
    readonly month: string,
    readonly language: Language,
    readonly userId: string | null,
  ) {
    super();
  }
}

export class LetterPreviewDto {
  @ApiProperty({ example: '2026-12' }) month: string;
  @ApiProperty({ format: 'date-time', description: 'When it goes out: the first Monday, 09:00 in Madrid' })
  sendsAt: string;
  @ApiProperty({ description: 'Clients subscribed now: the letters the run would queue' }) recipients: number;
  @ApiProperty() subject: string;
  @ApiProperty({ description: 'The e-mail’s HTML, to show in a sandboxed frame' }) html: string;
  @ApiProperty() text: string;
  @ApiProperty({ enum: ['matched', 'featured'] }) selection: 'matched' | 'featured';
  @ApiProperty() newsCount: number;
}
