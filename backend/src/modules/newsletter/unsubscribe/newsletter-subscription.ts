import { ApiProperty } from '@nestjs/swagger';
import { Command, Query } from '@nestjs/cqrs';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { LANGUAGES, type Language } from '../../../platform/i18n/languages';

export class NewsletterTokenQueryDto {
  @ApiProperty({ description: 'The signed token of the letter’s link' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(512)
  token: string;
}

/** Whether the account a letter's link names receives the letter now, and in which language it reads. */
export class NewsletterSubscriptionDto {
  @ApiProperty() subscribed: boolean;
  @ApiProperty({ enum: LANGUAGES }) language: Language;
}

/** What a letter's link names (changes nothing). */
export class InspectNewsletterLinkQuery extends Query<NewsletterSubscriptionDto> {
  constructor(readonly token: string) {
    super();
  }
}

/** The letter's one-click link: withdraw the consent (`stop`), or give it back from the page (`restore`). */
export class UseNewsletterLinkCommand extends Command<NewsletterSubscriptionDto> {
  constructor(
    readonly token: string,
    readonly action: 'stop' | 'restore',
  ) {
    super();
  }
}
