import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { LANGUAGES, type Language } from '../../../platform/i18n/languages';
import { IsOptionalButNotNull } from '../../../platform/http/optional-fields';

export class GetBrochureRequestDto {
  @ApiPropertyOptional({ enum: LANGUAGES, enumName: 'Language', description: 'Spanish when absent' })
  @IsOptionalButNotNull()
  @IsIn(LANGUAGES)
  lang?: Language;
}
