import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Roles } from '../../../../platform/http/access-policy';
import { AdminGetPropertyQuery } from '../../../catalogue';
import { FindVerifiedAccountQuery } from '../../../identity';
import { GetSaleQuery } from '../../queries/get-sale/get-sale.query';
import { SaleDto } from '../../queries/get-sale/sale.dto';
import { MakeOfferCommand } from '../make-offer/make-offer.command';
import { RecordOfferRequestDto } from '../make-offer/offer-terms.request.dto';
import { ChangeSaleCommand, type SaleChange } from './change-sale.command';
import { EmptyBodyDto } from './empty-body.request.dto';
import {
  CompleteSaleRequestDto,
  DepositReceivedRequestDto,
  ReserveSaleRequestDto,
  SaleFellThroughRequestDto,
  SellerAnswerRequestDto,
} from './sale-steps.request.dto';

const PROPERTY_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function propertyNotFound(): DomainError {
  return new DomainError('not_found', 'property_not_found', 'This property does not exist.');
}

/** What staff do with a property's sale: record offers, answer for the seller, and follow the deal. */
@ApiTags('admin: sales')
@Controller('admin/properties/:propertyId')
export class StaffSaleStepsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** The property, which must exist in the catalogue (any status). */
  private async property(propertyId: string): Promise<string> {
    if (!PROPERTY_ID.test(propertyId)) throw propertyNotFound();
    await this.queries.execute(new AdminGetPropertyQuery(propertyId));
    return propertyId;
  }

  private async step(propertyId: string, change: SaleChange): Promise<SaleDto> {
    const id = await this.property(propertyId);
    await this.commands.execute(new ChangeSaleCommand(id, change));
    return this.queries.execute(new GetSaleQuery(id));
  }

  private offerId(id: string): string {
    if (!UUID.test(id)) throw new DomainError('not_found', 'offer_not_found', `Offer ${id} does not exist`);
    return id.toLowerCase();
  }

  @Get('sale')
  @Roles('admin', 'owner')
  @ApiOperation({ summary: 'The property’s sale: its offers side by side and the deal' })
  @ApiOkResponse({ type: SaleDto })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  async sale(@Param('propertyId') propertyId: string): Promise<SaleDto> {
    return this.queries.execute(new GetSaleQuery(await this.property(propertyId)));
  }

  @Post('offers')
  @Roles('admin', 'owner')
  @HttpCode(201)
  @ApiOperation({ summary: 'Record an offer a registered client made by phone (they get the confirmation)' })
  @ApiCreatedResponse({ type: SaleDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  @ApiConflictResponse({ description: 'sale_in_progress, property_not_offerable' })
  @ApiUnprocessableEntityResponse({
    description:
      'buyer_not_found (clientEmail), offer_amount_invalid, offer_valid_until_past, offer_valid_until_too_far',
  })
  async record(
    @Param('propertyId') propertyId: string,
    @Body() body: RecordOfferRequestDto,
  ): Promise<SaleDto> {
    const id = await this.property(propertyId);
    const clientId = await this.queries.execute(new FindVerifiedAccountQuery(body.clientEmail));
    if (!clientId) {
      throw new DomainError('invalid', 'buyer_not_found', 'No verified client account has this address', {
        field: 'clientEmail',
      });
    }
    await this.commands.execute(
      new MakeOfferCommand({
        clientId,
        propertyId: id,
        amountEur: body.amountEur,
        financing: body.financing,
        conditions: body.conditions ?? '',
        validUntil: body.validUntil,
        source: 'staff',
      }),
    );
    return this.queries.execute(new GetSaleQuery(id));
  }

  @Post('offers/:offerId/present')
  @Roles('admin', 'owner')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record that the offer was presented to the seller (the buyer is told)' })
  @ApiOkResponse({ type: SaleDto })
  @ApiNotFoundResponse({ description: 'property_not_found, offer_not_found' })
  @ApiConflictResponse({ description: 'offer_status_conflict' })
  present(
    @Param('propertyId') propertyId: string,
    @Param('offerId') offerId: string,
    @Body() _body: EmptyBodyDto,
  ): Promise<SaleDto> {
    return this.step(propertyId, { type: 'PresentOffer', offerId: this.offerId(offerId) });
  }

  @Post('offers/:offerId/seller-answer')
  @Roles('admin', 'owner')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Record the seller’s answer: accept (every other open offer closes), reject or counter',
  })
  @ApiOkResponse({ type: SaleDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiNotFoundResponse({ description: 'property_not_found, offer_not_found' })
  @ApiConflictResponse({ description: 'offer_status_conflict' })
  @ApiUnprocessableEntityResponse({
    description: 'offer_amount_invalid, offer_valid_until_past, offer_valid_until_too_far, sale_date_invalid',
  })
  answer(
    @Param('propertyId') propertyId: string,
    @Param('offerId') offerId: string,
    @Body() body: SellerAnswerRequestDto,
  ): Promise<SaleDto> {
    const id = this.offerId(offerId);
    if (body.answer === 'counter') {
      return this.step(propertyId, {
        type: 'CounterOffer',
        offerId: id,
        by: 'seller',
        amountEur: body.amountEur!,
        conditions: body.conditions ?? '',
        validUntil: body.validUntil!,
      });
    }
    return this.step(propertyId, { type: 'AnswerOffer', offerId: id, by: 'seller', answer: body.answer });
  }

  @Post('sale/reserve')
  @Roles('admin', 'owner')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reserve the property for the accepted offer (the property shows as reserved)' })
  @ApiOkResponse({ type: SaleDto })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  @ApiConflictResponse({ description: 'sale_stage_conflict' })
  @ApiUnprocessableEntityResponse({ description: 'offer_amount_invalid, sale_date_invalid' })
  reserve(@Param('propertyId') propertyId: string, @Body() body: ReserveSaleRequestDto): Promise<SaleDto> {
    return this.step(propertyId, {
      type: 'ReserveSale',
      propertyId,
      depositEur: body.depositEur ?? null,
      depositDueOn: body.depositDueOn,
    });
  }

  @Post('sale/deposit-received')
  @Roles('admin', 'owner')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record that the deposit (arras) was received' })
  @ApiOkResponse({ type: SaleDto })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  @ApiConflictResponse({ description: 'sale_stage_conflict' })
  @ApiUnprocessableEntityResponse({ description: 'sale_date_invalid' })
  depositReceived(
    @Param('propertyId') propertyId: string,
    @Body() body: DepositReceivedRequestDto,
  ): Promise<SaleDto> {
    return this.step(propertyId, { type: 'RecordDepositReceived', propertyId, receivedOn: body.receivedOn });
  }

  @Post('sale/complete')
  @Roles('admin', 'owner')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Record the deed: the property is sold; the commission follows from the mandate, IVA on top',
  })
  @ApiOkResponse({ type: SaleDto })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  @ApiConflictResponse({ description: 'sale_stage_conflict' })
  @ApiUnprocessableEntityResponse({ description: 'offer_amount_invalid, sale_date_invalid' })
  complete(@Param('propertyId') propertyId: string, @Body() body: CompleteSaleRequestDto): Promise<SaleDto> {
    return this.step(propertyId, {
      type: 'CompleteSale',
      propertyId,
      deedDate: body.deedDate,
      finalPriceEur: body.finalPriceEur,
    });
  }

  @Post('sale/fall-through')
  @Roles('admin', 'owner')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record that the deal fell through: the property is back on the market' })
  @ApiOkResponse({ type: SaleDto })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  @ApiConflictResponse({ description: 'sale_stage_conflict' })
  fallThrough(
    @Param('propertyId') propertyId: string,
    @Body() body: SaleFellThroughRequestDto,
  ): Promise<SaleDto> {
    return this.step(propertyId, { type: 'RecordSaleFellThrough', propertyId, reason: body.reason });
  }
}
