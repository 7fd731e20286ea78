import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import type { CatalogueKind } from '../../domain/catalogue-kind';
import { CatalogueCommandResultDto } from '../catalogue-command-result.dto';
import { requireCatalogueId } from '../catalogue-id';
import { MarkTranslationReviewedCommand } from './mark-translation-reviewed.command';
import { MarkTranslationReviewedRequestDto } from './mark-translation-reviewed.request.dto';

/** "Mark reviewed" on one language of one text: properties, services and experiences alike. */
@ApiTags('admin: catalogue')
@Controller('admin')
export class MarkTranslationReviewedController {
  constructor(private readonly commands: CommandBus) {}

  @Post('properties/:id/translations/reviewed')
  @HttpCode(200)
  @Roles('admin', 'owner')
  @ApiOperation({ summary: 'Mark one translation of a property text reviewed (PropertyTranslationReviewed)' })
  @ApiOkResponse({ type: CatalogueCommandResultDto })
  @ApiBadRequestResponse({ description: 'validation_failed, with each bad field' })
  @ApiUnprocessableEntityResponse({ description: 'translation_missing: no text in that language to review' })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  @ApiConflictResponse({ description: 'version_conflict (someone saved meanwhile)' })
  property(@Param('id') id: string, @Body() body: MarkTranslationReviewedRequestDto) {
    return this.mark('property', id, body);
  }

  @Post('services/:id/translations/reviewed')
  @HttpCode(200)
  @Roles('admin', 'owner')
  @ApiOperation({ summary: 'Mark one translation of a service text reviewed (ServiceTranslationReviewed)' })
  @ApiOkResponse({ type: CatalogueCommandResultDto })
  @ApiBadRequestResponse({ description: 'validation_failed, with each bad field' })
  @ApiUnprocessableEntityResponse({ description: 'translation_missing: no text in that language to review' })
  @ApiNotFoundResponse({ description: 'service_not_found' })
  @ApiConflictResponse({ description: 'version_conflict (someone saved meanwhile)' })
  service(@Param('id') id: string, @Body() body: MarkTranslationReviewedRequestDto) {
    return this.mark('service', id, body);
  }

  @Post('experiences/:id/translations/reviewed')
  @HttpCode(200)
  @Roles('admin', 'owner')
  @ApiOperation({
    summary: 'Mark one translation of an experience text reviewed (ExperienceTranslationReviewed)',
  })
  @ApiOkResponse({ type: CatalogueCommandResultDto })
  @ApiBadRequestResponse({ description: 'validation_failed, with each bad field' })
  @ApiUnprocessableEntityResponse({ description: 'translation_missing: no text in that language to review' })
  @ApiNotFoundResponse({ description: 'experience_not_found' })
  @ApiConflictResponse({ description: 'version_conflict (someone saved meanwhile)' })
  experience(@Param('id') id: string, @Body() body: MarkTranslationReviewedRequestDto) {
    return this.mark('experience', id, body);
  }

  private async mark(
    kind: CatalogueKind,
    rawId: string,
    body: MarkTranslationReviewedRequestDto,
  ): Promise<CatalogueCommandResultDto> {
    const id = requireCatalogueId(rawId, kind);
    const result = await this.commands.execute(
      new MarkTranslationReviewedCommand(kind, id, body.path, body.language, body.expectedVersion),
    );
    return { id, version: result.version };
  }
}
