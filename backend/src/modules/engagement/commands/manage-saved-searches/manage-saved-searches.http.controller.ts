import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { RateLimit } from '../../../../platform/http/rate-limit';
import { normalizeFilters } from '../../domain/search-filters';
import { ChangeClientSpaceCommand } from '../change-client-space/change-client-space.command';
import { SavedSearchIdPipe } from './saved-search-id.pipe';
import {
  SaveSearchRequestDto,
  SaveSearchResponseDto,
  UpdateSavedSearchRequestDto,
} from './saved-search.request.dto';

@ApiTags('client space')
@Controller('me/saved-searches')
@Authenticated()
export class ManageSavedSearchesController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @RateLimit({ name: 'saved-searches', limit: 120, windowSeconds: 600 })
  @ApiOperation({
    summary:
      'Save the filters of /properties with a name, an alert frequency and whether it alerts of reductions only (SearchSaved)',
  })
  @ApiCreatedResponse({ type: SaveSearchResponseDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiConflictResponse({ description: 'saved_searches_limit' })
  async save(
    @CurrentPrincipal() principal: Principal,
    @Body() body: SaveSearchRequestDto,
  ): Promise<SaveSearchResponseDto> {
    const id = randomUUID();
    await this.commands.execute(
      new ChangeClientSpaceCommand({
        type: 'SaveSearch',
        userId: principal.userId,
        searchId: id,
        name: body.name,
        filters: normalizeFilters(body.filters),
        frequency: body.frequency,
        reductionsOnly: body.reductionsOnly ?? false,
      }),
    );
    return { id };
  }

  @Patch(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Rename a saved search, change how often it alerts or whether it alerts of reductions only',
  })
  @ApiNoContentResponse({ description: 'Changed (or nothing to change)' })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiNotFoundResponse({ description: 'saved_search_not_found' })
  async update(
    @CurrentPrincipal() principal: Principal,
    @Param('id', SavedSearchIdPipe) id: string,
    @Body() body: UpdateSavedSearchRequestDto,
  ): Promise<void> {
    await this.commands.execute(
      new ChangeClientSpaceCommand({
        type: 'UpdateSavedSearch',
        userId: principal.userId,
        searchId: id,
        name: body.name,
        frequency: body.frequency,
        reductionsOnly: body.reductionsOnly,
      }),
    );
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a saved search (deleting it again is a no-op)' })
  @ApiNoContentResponse({ description: 'The search is gone' })
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('id', SavedSearchIdPipe) id: string,
  ): Promise<void> {
    await this.commands.execute(
      new ChangeClientSpaceCommand({ type: 'DeleteSavedSearch', userId: principal.userId, searchId: id }),
    );
  }

  @Post(':id/seen')
  @HttpCode(204)
  @ApiOperation({ summary: "The client opened the search's results: its count of new matches starts again" })
  @ApiNoContentResponse({ description: 'Recorded' })
  @ApiNotFoundResponse({ description: 'saved_search_not_found' })
  async seen(
    @CurrentPrincipal() principal: Principal,
    @Param('id', SavedSearchIdPipe) id: string,
  ): Promise<void> {
    await this.commands.execute(
      new ChangeClientSpaceCommand({ type: 'MarkSavedSearchSeen', userId: principal.userId, searchId: id }),
    );
  }
}
