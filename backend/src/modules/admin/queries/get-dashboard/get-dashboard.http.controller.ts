import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { CountCatalogueQuery } from '../../../catalogue/queries/count-catalogue/count-catalogue.query';
import { CountUsersQuery } from '../../../identity/queries/count-users/count-users.query';
import type { CatalogueCountsDto } from '../../../catalogue/queries/count-catalogue/catalogue-counts.dto';
import type { UserCountsDto } from '../../../identity/queries/count-users/user-counts.dto';
import { DashboardDto } from './dashboard.dto';

/**
 * The admin dashboard's counts, composed from the modules' own queries (never their tables): the catalogue
 * for everyone on staff, the accounts for owners only.
 */
@ApiTags('admin')
@Controller('admin/dashboard')
export class GetDashboardController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Roles('admin', 'owner')
  @ApiOperation({ summary: 'Counts for the admin dashboard; `users` for owners only' })
  @ApiOkResponse({ type: DashboardDto })
  async get(@CurrentPrincipal() principal: Principal): Promise<DashboardDto> {
    const [catalogue, users] = await Promise.all([
      this.queries.execute<CountCatalogueQuery, CatalogueCountsDto>(new CountCatalogueQuery()),
      principal.role === 'owner'
        ? this.queries.execute<CountUsersQuery, UserCountsDto>(new CountUsersQuery())
        : Promise.resolve(undefined),
    ]);
    return { ...catalogue, ...(users ? { users } : {}) };
  }
}
