import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { CountBookingsQuery, ListLatestBookingsQuery } from '../../../bookings';
import { CountCatalogueQuery } from '../../../catalogue';
import { CountUsersQuery } from '../../../identity';
import { ListMandateNoticesQuery } from '../../../mandates';
import { CountViewingsAwaitingQuery } from '../../../viewings';
import { DashboardDto } from './dashboard.dto';

/** How many bookings the dashboard lists (the spec's constant). */
export const LATEST_BOOKINGS = 5;

/**
 * The admin dashboard, composed from the modules' own queries (never their tables): the catalogue and the
 * bookings for everyone on staff, the accounts for owners only.
 */
@ApiTags('admin')
@Controller('admin/dashboard')
export class GetDashboardController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Roles('admin', 'owner')
  @ApiOperation({
    summary:
      'Counts, the viewing requests awaiting an answer and the latest bookings for the admin dashboard; `users` for owners only',
  })
  @ApiOkResponse({ type: DashboardDto })
  async get(@CurrentPrincipal() principal: Principal): Promise<DashboardDto> {
    const [catalogue, bookings, latestBookings, viewingsAwaiting, users, mandateNotices] = await Promise.all([
      this.queries.execute(new CountCatalogueQuery()),
      this.queries.execute(new CountBookingsQuery()),
      this.queries.execute(new ListLatestBookingsQuery(LATEST_BOOKINGS)),
      this.queries.execute(new CountViewingsAwaitingQuery()),
      principal.role === 'owner' ? this.queries.execute(new CountUsersQuery()) : Promise.resolve(undefined),
      this.queries.execute(new ListMandateNoticesQuery()),
    ]);
    return {
      ...catalogue,
      bookings,
      latestBookings,
      viewingsAwaiting,
      mandateNotices,
      ...(users ? { users } : {}),
    };
  }
}
