import { ApiProperty } from '@nestjs/swagger';
import { LocalizedTextDto } from '../../../catalogue';
import { NEWS_LANGUAGES, type NewsLanguage } from '../../domain/news-item';
import type { NewsRow } from '../../read-models/news.projection';

/** One language of a news item: translated or not, by the machine or by hand, reviewed or not. */
export class NewsLanguageStateDto {
  @ApiProperty({ enum: NEWS_LANGUAGES }) language: NewsLanguage;
  @ApiProperty() translated: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The machine translation service; null by hand' })
  provider: string | null;
  @ApiProperty() reviewed: boolean;
}

export class NewsItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '2026-12', description: 'The letter it belongs to (YYYY-MM)' }) month: string;
  @ApiProperty({ type: () => LocalizedTextDto }) title: LocalizedTextDto;
  @ApiProperty({ type: () => LocalizedTextDto }) body: LocalizedTextDto;
  @ApiProperty({ type: () => [NewsLanguageStateDto] }) languages: NewsLanguageStateDto[];
  @ApiProperty() published: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) publishedAt: string | null;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;

  static from(row: NewsRow): NewsItemDto {
    return {
      id: row.id,
      month: row.month,
      title: row.title,
      body: row.body,
      languages: NEWS_LANGUAGES.map((language) => {
        const state = row.translations[language];
        return {
          language,
          translated: state !== undefined,
          provider: state?.provider ?? null,
          reviewed: state?.reviewed ?? false,
        };
      }),
      published: row.published,
      publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  }
}

export class NewsListDto {
  @ApiProperty({ type: () => [NewsItemDto], description: 'Newest month first' }) items: NewsItemDto[];
  @ApiProperty({ example: '2026-12', description: 'The month of the next letter' }) comingMonth: string;
}
