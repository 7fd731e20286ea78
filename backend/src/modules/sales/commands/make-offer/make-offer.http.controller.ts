import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Authenticated } from '../../../../platform/http/access-policy';
import { CurrentPrincipal, type Principal } from '../../../../platform/http/principal';
import { RateLimit } from '../../../../platform/http/rate-limit';
import { OfferDto } from '../../queries/offer.dto';
import { clientOffer } from '../sale-steps/client-offer';
import { MakeOfferCommand } from './make-offer.command';
import { MakeOfferRequestDto } from './offer-terms.request.dto';

@ApiTags('offers')
@Controller('me/offers')
export class MakeOfferController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @Authenticated()
  @HttpCode(201)
  @RateLimit({ name: 'offer-request', limit: 20, windowSeconds: 600 })
  @ApiOperation({
    summary: 'Make an offer on a property (the client gets a confirmation by e-mail)',
    description:
      'The offer stands until the end of validUntil, Madrid time (today to 60 days ahead). A property with an ' +
      'accepted offer takes no new offers until its deal falls through.',
  })
  @ApiCreatedResponse({ type: OfferDto })
  @ApiBadRequestResponse({ description: 'validation_failed' })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  @ApiConflictResponse({ description: 'sale_in_progress, property_not_offerable' })
  @ApiUnprocessableEntityResponse({
    description: 'offer_amount_invalid, offer_valid_until_past, offer_valid_until_too_far, sale_date_invalid',
  })
  @ApiTooManyRequestsResponse({ description: 'too_many_requests' })
  async make(@CurrentPrincipal() principal: Principal, @Body() body: MakeOfferRequestDto): Promise<OfferDto> {
    const { offerId } = await this.commands.execute(
      new MakeOfferCommand({
        clientId: principal.userId,
        propertyId: body.propertyId,
        amountEur: body.amountEur,
        financing: body.financing,
        conditions: body.conditions ?? '',
        validUntil: body.validUntil,
        source: 'client',
      }),
    );
    return clientOffer(this.queries, principal.userId, offerId);
  }
}
