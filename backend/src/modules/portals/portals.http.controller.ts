import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Public, Roles } from '../../platform/http/access-policy';
import { ApiError } from '../../platform/http/api-error';
import { RateLimit } from '../../platform/http/rate-limit';
import { ChoosePortalsCommand } from './commands/choose-portals/choose-portals.command';
import { RotateFeedTokenCommand } from './commands/rotate-feed-token/rotate-feed-token.command';
import { isPortal, type Portal } from './domain/portals';
import { PortalFeeds } from './feed/portal-feeds';
import {
  ChoosePortalsRequestDto,
  FeedTokenRotatedDto,
  PortalsOverviewDto,
  PropertyPortalsDto,
} from './portals.dto';
import { GetPropertyPortalsQuery } from './queries/get-property-portals/get-property-portals.query';

const PROPERTY_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

function propertyIdOf(id: string): string {
  if (!PROPERTY_ID.test(id)) throw new ApiError(404, 'property_not_found', 'This property does not exist.');
  return id;
}

function portalOf(portal: string): Portal {
  if (!isPortal(portal)) throw new ApiError(404, 'portal_not_found', 'This portal does not exist.');
  return portal;
}

/** What the portals fetch: the Kyero v3 feed of the listings chosen for them, behind a secret address. */
@ApiTags('portals')
@Controller('feeds')
export class PortalFeedController {
  constructor(private readonly feeds: PortalFeeds) {}

  @Get(':file')
  @Public()
  @RateLimit({ name: 'portal-feed', limit: 30, windowSeconds: 600 })
  @ApiOperation({
    summary: 'A portal’s Kyero v3 XML feed (`kyero.xml`, `thinkspain.xml`, ...), by its secret token',
  })
  @ApiQuery({ name: 'token', type: String, required: true })
  @ApiOkResponse({
    description: 'application/xml',
    content: { 'application/xml': { schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({ description: 'portal_feed_not_found' })
  async feed(
    @Param('file') file: string,
    @Query('token') token: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Readable> {
    const portal = await this.feeds.open(file, token);
    // Set only once the address is known good: an error goes out as the API's JSON error.
    void reply
      .type('application/xml; charset=utf-8')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Cache-Control', 'private, no-store');
    return this.feeds.stream(portal);
  }
}

/** Owners publish to the portals: the feeds' addresses, what each holds and what none can take. */
@ApiTags('admin: portals')
@Controller('admin/portals')
export class PortalsAdminController {
  constructor(
    private readonly feeds: PortalFeeds,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @Roles('owner')
  @ApiOperation({ summary: 'Each portal’s feed address and counts, and the listings no portal can take' })
  @ApiOkResponse({ type: PortalsOverviewDto })
  async overview(): Promise<PortalsOverviewDto> {
    const overview = await this.feeds.overview();
    return {
      feeds: overview.feeds,
      excluded: overview.excluded.map(({ listing, portals, reasons }) => ({
        propertyId: listing.id,
        reference: listing.reference,
        title: listing.title,
        portals,
        reasons,
      })),
    };
  }

  @Post(':portal/rotate-token')
  @HttpCode(200)
  @Roles('owner')
  @ApiOperation({
    summary: 'A new feed address for the portal; the previous one answers 404 (PortalFeedTokenRotated)',
  })
  @ApiOkResponse({ type: FeedTokenRotatedDto })
  @ApiNotFoundResponse({ description: 'portal_not_found' })
  async rotate(@Param('portal') portal: string): Promise<FeedTokenRotatedDto> {
    const known = portalOf(portal);
    const { generation } = await this.commands.execute(new RotateFeedTokenCommand(known));
    return { url: this.feeds.url(known, generation) };
  }
}

/** The property editor's portals: staff see them, the owner chooses them. */
@ApiTags('admin: portals')
@Controller('admin/properties/:propertyId/portals')
export class PropertyPortalsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @Roles('admin', 'owner')
  @ApiOperation({ summary: 'The portals the listing is published to' })
  @ApiOkResponse({ type: PropertyPortalsDto })
  async get(@Param('propertyId') propertyId: string): Promise<PropertyPortalsDto> {
    return { portals: await this.queries.execute(new GetPropertyPortalsQuery(propertyIdOf(propertyId))) };
  }

  @Put()
  @Roles('owner')
  @ApiOperation({ summary: 'Choose the portals the listing is published to (PropertyPortalsChosen)' })
  @ApiOkResponse({ type: PropertyPortalsDto })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  @ApiUnprocessableEntityResponse({ description: 'unknown_portal' })
  choose(
    @Param('propertyId') propertyId: string,
    @Body() body: ChoosePortalsRequestDto,
  ): Promise<PropertyPortalsDto> {
    return this.commands.execute(new ChoosePortalsCommand(propertyIdOf(propertyId), body.portals));
  }
}
