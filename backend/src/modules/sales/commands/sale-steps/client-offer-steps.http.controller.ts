import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { GetMyOfferQuery } from '../../queries/get-my-offer/get-my-offer.query';
import { OfferDto } from '../../queries/offer.dto';
import { OfferTermsDto } from '../make-offer/offer-terms.request.dto';
import { ChangeSaleCommand, type SaleChange } from './change-sale.command';
import { clientOffer } from './client-offer';
import { EmptyBodyDto } from './empty-body.request.dto';

/** What a buyer does with their own offers; anyone else's offer is 404 offer_not_found. */
@ApiTags('offers')
@Controller('me/offers/:id')
export class ClientOfferStepsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private async step(
    clientId: string,
    id: string,
    change: (offerId: string) => SaleChange,
  ): Promise<OfferDto> {
    const offer = await this.queries.execute(new GetMyOfferQuery(clientId, id));
    await this.commands.execute(new ChangeSaleCommand(offer.propertyId, change(offer.id)));
    return clientOffer(this.queries, clientId, offer.id);
  }

  @Post('accept')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept the seller’s counter-offer: the deal starts at its amount' })
  @ApiOkResponse({ type: OfferDto })
  @ApiNotFoundResponse({ description: 'offer_not_found' })
  @ApiConflictResponse({ description: 'offer_status_conflict' })
  accept(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() _body: EmptyBodyDto,
  ): Promise<OfferDto> {
    const clientId = principal.userId;
    return this.step(clientId, id, (offerId) => ({
      type: 'AnswerOffer',
      offerId,
      by: 'buyer',
      clientId,
      answer: 'accept',
    }));
  }

  @Post('reject')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({ summary: 'Decline the seller’s counter-offer: the offer ends' })
  @ApiOkResponse({ type: OfferDto })
  @ApiNotFoundResponse({ description: 'offer_not_found' })
  @ApiConflictResponse({ description: 'offer_status_conflict' })
  reject(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() _body: EmptyBodyDto,
  ): Promise<OfferDto> {
    const clientId = principal.userId;
    return this.step(clientId, id, (offerId) => ({
      type: 'AnswerOffer',
      offerId,
      by: 'buyer',
      clientId,
      answer: 'reject',
    }));
  }

  @Post('counter')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({ summary: 'Answer the seller’s counter-offer with new terms' })
  @ApiOkResponse({ type: OfferDto })
  @ApiNotFoundResponse({ description: 'offer_not_found' })
  @ApiConflictResponse({ description: 'offer_status_conflict' })
  @ApiUnprocessableEntityResponse({
    description: 'offer_amount_invalid, offer_valid_until_past, offer_valid_until_too_far, sale_date_invalid',
  })
  counter(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: OfferTermsDto,
  ): Promise<OfferDto> {
    const clientId = principal.userId;
    return this.step(clientId, id, (offerId) => ({
      type: 'CounterOffer',
      offerId,
      by: 'buyer',
      clientId,
      amountEur: body.amountEur,
      conditions: body.conditions ?? '',
      validUntil: body.validUntil,
    }));
  }

  @Post('withdraw')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({ summary: 'Withdraw an open offer' })
  @ApiOkResponse({ type: OfferDto })
  @ApiNotFoundResponse({ description: 'offer_not_found' })
  @ApiConflictResponse({ description: 'offer_status_conflict' })
  withdraw(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() _body: EmptyBodyDto,
  ): Promise<OfferDto> {
    const clientId = principal.userId;
    return this.step(clientId, id, (offerId) => ({ type: 'WithdrawOffer', offerId, clientId }));
  }
}
