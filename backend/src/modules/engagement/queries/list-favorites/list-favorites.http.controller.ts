import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { FavoriteListDto } from './favorite.dto';
import { ListFavoritesQuery } from './list-favorites.query';

@ApiTags('client space')
@Controller('me/favorites')
export class ListFavoritesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: "The account's favorite properties, as they are now, newest first" })
  @ApiOkResponse({ type: FavoriteListDto })
  list(@CurrentPrincipal() principal: Principal): Promise<FavoriteListDto> {
    return this.queries.execute(new ListFavoritesQuery(principal.userId));
  }
}
