import { Controller, DefaultValuePipe, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { requirePropertyId } from '../../commands/keep-favorites/property-id';
import { FollowerCountListDto, MostFollowedListDto, PropertyFollowerListDto } from './property-followers.dto';
import {
  CountFollowersQuery,
  ListMostFollowedQuery,
  ListPropertyFollowersQuery,
} from './property-followers.queries';

const MOST_FOLLOWED_MAX = 20;

/** How many clients follow each property: counts for the staff, names for the owners only. */
@ApiTags('admin: catalogue')
@Controller('admin/properties')
export class PropertyFollowersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('follower-counts')
  @Roles('admin', 'owner')
  @ApiOperation({ summary: 'How many clients keep each property among their favorites' })
  @ApiOkResponse({ type: FollowerCountListDto })
  counts(): Promise<FollowerCountListDto> {
    return this.queries.execute(new CountFollowersQuery());
  }

  @Get('most-followed')
  @Roles('admin', 'owner')
  @ApiOperation({ summary: 'The properties most clients keep among their favorites' })
  @ApiQuery({
    name: 'limit',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: 20, default: 5 },
  })
  @ApiOkResponse({ type: MostFollowedListDto })
  mostFollowed(
    @Query('limit', new DefaultValuePipe(5), new ParseIntPipe()) limit: number,
  ): Promise<MostFollowedListDto> {
    return this.queries.execute(new ListMostFollowedQuery(Math.min(Math.max(limit, 1), MOST_FOLLOWED_MAX)));
  }

  @Get(':id/followers')
  @Roles('owner')
  @ApiOperation({ summary: 'Who keeps a property among their favorites (personal data: owners only)' })
  @ApiOkResponse({ type: PropertyFollowerListDto })
  followers(@Param('id') id: string): Promise<PropertyFollowerListDto> {
    return this.queries.execute(new ListPropertyFollowersQuery(requirePropertyId(id)));
  }
}
