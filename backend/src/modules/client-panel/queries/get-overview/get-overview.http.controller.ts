import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { CountOpenBookingsQuery } from '../../../bookings';
import { CountUnreadRepliesQuery, ListFavoritesQuery, ListSavedSearchesQuery } from '../../../engagement';
import { GetNextViewingQuery } from '../../../viewings';
import { OverviewDto } from './overview.dto';

/** The dashboard's first tab, composed from each module's own read models through its queries. */
@ApiTags('client space')
@Controller('me/overview')
export class GetOverviewController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Authenticated()
  @ApiOperation({
    summary: "The client's panel at a glance: next viewing, open bookings, unread replies, what is new",
  })
  @ApiOkResponse({ type: OverviewDto })
  async get(@CurrentPrincipal() { userId }: Principal): Promise<OverviewDto> {
    const [nextViewing, bookings, unreadReplies, searches, favorites] = await Promise.all([
      this.queries.execute(new GetNextViewingQuery(userId)),
      this.queries.execute(new CountOpenBookingsQuery(userId)),
      this.queries.execute(new CountUnreadRepliesQuery(userId)),
      this.queries.execute(new ListSavedSearchesQuery(userId)),
      this.queries.execute(new ListFavoritesQuery(userId)),
    ]);
    return {
      nextViewing,
      bookings,
      unreadReplies,
      savedSearches: {
        count: searches.items.length,
        newMatches: searches.items.reduce((sum, search) => sum + search.newMatchCount, 0),
      },
      favorites: favorites.items.length,
    };
  }
}
