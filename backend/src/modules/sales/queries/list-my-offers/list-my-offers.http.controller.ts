import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { ListMyOffersQuery } from './list-my-offers.query';
import { MyOffersDto } from './my-offers.dto';

@ApiTags('offers')
@Controller('me/offers')
export class ListMyOffersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'The signed-in client’s offers, newest first' })
  @ApiOkResponse({ type: MyOffersDto })
  list(@CurrentPrincipal() principal: Principal): Promise<MyOffersDto> {
    return this.queries.execute(new ListMyOffersQuery(principal.userId));
  }
}
