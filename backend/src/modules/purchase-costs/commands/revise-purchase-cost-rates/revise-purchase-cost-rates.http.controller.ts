import { Body, Controller, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { GetPurchaseCostRatesQuery } from '../../queries/get-purchase-cost-rates/get-purchase-cost-rates.query';
import { PurchaseCostRatesDto } from '../../queries/get-purchase-cost-rates/purchase-cost-rates.dto';
import { RevisePurchaseCostRatesCommand } from './revise-purchase-cost-rates.command';
import { RevisePurchaseCostRatesRequestDto } from './revise-purchase-cost-rates.request.dto';

@ApiTags('admin: purchase costs')
@Controller('admin/purchase-costs')
export class RevisePurchaseCostRatesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Put('rates')
  @Roles('owner')
  @ApiOperation({
    summary:
      'Replace the table of purchase-cost rates (PurchaseCostRatesRevised), at the version the form loaded',
  })
  @ApiOkResponse({ type: PurchaseCostRatesDto })
  @ApiBadRequestResponse({ description: 'validation_failed, with each bad field' })
  @ApiUnprocessableEntityResponse({ description: 'invalid_rates, with each row field path (rates.N.field)' })
  @ApiConflictResponse({ description: 'version_conflict (someone saved meanwhile)' })
  async revise(@Body() body: RevisePurchaseCostRatesRequestDto): Promise<PurchaseCostRatesDto> {
    await this.commands.execute(new RevisePurchaseCostRatesCommand(body.rates, body.expectedVersion));
    return this.queries.execute(new GetPurchaseCostRatesQuery());
  }
}
