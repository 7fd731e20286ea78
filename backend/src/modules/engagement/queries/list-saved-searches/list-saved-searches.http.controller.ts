import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { ListSavedSearchesQuery } from './list-saved-searches.query';
import { SavedSearchListDto } from './saved-search.dto';

@ApiTags('client space')
@Controller('me/saved-searches')
export class ListSavedSearchesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: "The account's saved searches with their matches now and new since last seen" })
  @ApiOkResponse({ type: SavedSearchListDto })
  list(@CurrentPrincipal() principal: Principal): Promise<SavedSearchListDto> {
    return this.queries.execute(new ListSavedSearchesQuery(principal.userId));
  }
}
