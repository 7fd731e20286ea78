import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/http/access-policy';
import { GetPurchaseCostRatesQuery } from './get-purchase-cost-rates.query';
import { PurchaseCostRatesDto } from './purchase-cost-rates.dto';

/** Shared caches keep the table a minute; browsers revalidate, so an owner's change shows on the next visit. */
const RATES_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

@ApiTags('purchase costs')
@Controller('purchase-costs')
export class GetPurchaseCostRatesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('rates')
  @Public()
  @Header('cache-control', RATES_CACHE)
  @ApiOperation({
    summary: 'The taxes and fees of a purchase in Cantabria, each with its legal source and dates',
  })
  @ApiOkResponse({ type: PurchaseCostRatesDto })
  get(): Promise<PurchaseCostRatesDto> {
    return this.queries.execute(new GetPurchaseCostRatesQuery());
  }
}
