import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { ListMyViewingsQuery } from './list-my-viewings.query';
import { MyViewingsDto } from './my-viewings.dto';

@ApiTags('viewings')
@Controller('me/viewings')
export class ListMyViewingsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'The signed-in client’s viewings: upcoming and past' })
  @ApiOkResponse({ type: MyViewingsDto })
  list(@CurrentPrincipal() principal: Principal): Promise<MyViewingsDto> {
    return this.queries.execute(new ListMyViewingsQuery(principal.userId));
  }
}
