import { Body, Controller, Delete, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { RateLimit } from '../../../../platform/http/rate-limit';
import { ChangeClientSpaceCommand } from '../change-client-space/change-client-space.command';
import { MergeFavoritesRequestDto, MergeFavoritesResponseDto } from './merge-favorites.request.dto';
import { requirePropertyId } from './property-id';

@ApiTags('client space')
@Controller('me/favorites')
@Authenticated()
export class KeepFavoritesController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':propertyId')
  @HttpCode(204)
  @RateLimit({ name: 'favorites', limit: 120, windowSeconds: 60 })
  @ApiOperation({
    summary: 'Keep a property among the favorites (FavoriteAdded; adding it again is a no-op)',
  })
  @ApiNoContentResponse({ description: 'The property is a favorite' })
  @ApiNotFoundResponse({ description: 'property_not_found (unknown or deleted)' })
  @ApiConflictResponse({ description: 'favorites_limit' })
  async add(@CurrentPrincipal() principal: Principal, @Param('propertyId') id: string): Promise<void> {
    await this.commands.execute(
      new ChangeClientSpaceCommand({
        type: 'AddFavorite',
        userId: principal.userId,
        propertyId: requirePropertyId(id),
      }),
    );
  }

  @Delete(':propertyId')
  @HttpCode(204)
  @RateLimit({ name: 'favorites', limit: 120, windowSeconds: 60 })
  @ApiOperation({ summary: 'Remove a favorite (FavoriteRemoved; removing what is absent is a no-op)' })
  @ApiNoContentResponse({ description: 'The property is not a favorite' })
  async remove(@CurrentPrincipal() principal: Principal, @Param('propertyId') id: string): Promise<void> {
    await this.commands.execute(
      new ChangeClientSpaceCommand({
        type: 'RemoveFavorite',
        userId: principal.userId,
        propertyId: requirePropertyId(id),
      }),
    );
  }

  @Post(':propertyId/restore')
  @HttpCode(204)
  @RateLimit({ name: 'favorites', limit: 120, windowSeconds: 60 })
  @ApiOperation({
    summary: 'Undo the removal of a favorite: it comes back with the date it was first saved on',
    description: 'FavoriteAdded with the original `addedAt`; restoring a favorite that is there is a no-op.',
  })
  @ApiNoContentResponse({ description: 'The property is a favorite again, saved on its original date' })
  @ApiNotFoundResponse({
    description:
      'favorite_not_removed (never a favorite of this account), property_not_found (deleted since)',
  })
  @ApiConflictResponse({ description: 'favorites_limit' })
  async restore(@CurrentPrincipal() principal: Principal, @Param('propertyId') id: string): Promise<void> {
    await this.commands.execute(
      new ChangeClientSpaceCommand({
        type: 'RestoreFavorite',
        userId: principal.userId,
        propertyId: requirePropertyId(id),
      }),
    );
  }

  @Post('merge')
  @HttpCode(200)
  @RateLimit({ name: 'favorites-merge', limit: 20, windowSeconds: 600 })
  @ApiOperation({
    summary: "Merge a visitor's browser favorites into the account after signing in",
    description: 'Idempotent: merging twice adds nothing; unknown or deleted properties are skipped.',
  })
  @ApiOkResponse({ type: MergeFavoritesResponseDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  async merge(
    @CurrentPrincipal() principal: Principal,
    @Body() body: MergeFavoritesRequestDto,
  ): Promise<MergeFavoritesResponseDto> {
    const result = await this.commands.execute(
      new ChangeClientSpaceCommand({
        type: 'MergeFavorites',
        userId: principal.userId,
        propertyIds: body.propertyIds,
      }),
    );
    return { added: result.events.length };
  }
}
