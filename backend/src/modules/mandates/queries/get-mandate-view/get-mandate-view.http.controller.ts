import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { requireMandatePropertyId } from '../../commands/mandate-ids';
import { GetMandateViewQuery } from './get-mandate-view.query';
import { MandateViewDto } from './mandate-view.dto';

@ApiTags('admin: mandates')
@Controller('admin/properties/:propertyId/mandate')
export class GetMandateViewController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Roles('admin', 'owner')
  @ApiOperation({
    summary: 'The property’s mandate and sellers: contact data in full for owners, masked for admins',
  })
  @ApiOkResponse({ type: MandateViewDto })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  get(
    @Param('propertyId') propertyId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<MandateViewDto> {
    return this.queries.execute(
      new GetMandateViewQuery(requireMandatePropertyId(propertyId), principal.role === 'owner'),
    );
  }
}
