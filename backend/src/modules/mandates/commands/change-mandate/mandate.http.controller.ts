import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
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
import { Roles } from '../../../../platform/http/access-policy';
import { requireMandatePropertyId, requireSellerId } from '../mandate-ids';
import { ChangeMandateCommand } from './change-mandate.command';
import {
  MandateChangedDto,
  RecordMandateRequestDto,
  SellerAddedDto,
  SellerRequestDto,
} from './mandate.request.dto';

const FIELD_CODES =
  'validation_failed: mandate_commission_invalid, mandate_price_invalid, mandate_date_invalid, ' +
  'seller_name_required, seller_name_too_long, seller_email_invalid, seller_phone_invalid, seller_language_invalid';

/** Staff record the mandate a property is sold under and who sells it. */
@ApiTags('admin: mandates')
@Controller('admin/properties/:propertyId')
@Roles('admin', 'owner')
export class MandateController {
  constructor(private readonly commands: CommandBus) {}

  @Put('mandate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Record the property’s mandate or replace its terms (MandateRecorded)' })
  @ApiOkResponse({ type: MandateChangedDto })
  @ApiBadRequestResponse({ description: FIELD_CODES })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  @ApiConflictResponse({ description: 'version_conflict' })
  @ApiUnprocessableEntityResponse({
    description: 'invalid_mandate, per field: mandate_date_invalid, mandate_ends_before_start, ...',
  })
  async record(
    @Param('propertyId') id: string,
    @Body() body: RecordMandateRequestDto,
  ): Promise<MandateChangedDto> {
    const { expectedVersion, ...terms } = body;
    return this.commands.execute(
      new ChangeMandateCommand(
        { type: 'RecordMandate', propertyId: requireMandatePropertyId(id), terms },
        expectedVersion,
      ),
    );
  }

  @Post('sellers')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a seller of the property (SellerAdded; contact data sealed in the log)' })
  @ApiCreatedResponse({ type: SellerAddedDto })
  @ApiBadRequestResponse({ description: FIELD_CODES })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  @ApiConflictResponse({ description: 'version_conflict, too_many_sellers' })
  async addSeller(@Param('propertyId') id: string, @Body() body: SellerRequestDto): Promise<SellerAddedDto> {
    const { expectedVersion, ...details } = body;
    const sellerId = randomUUID();
    const { version } = await this.commands.execute(
      new ChangeMandateCommand(
        { type: 'AddSeller', propertyId: requireMandatePropertyId(id), sellerId, details },
        expectedVersion,
      ),
    );
    return { sellerId, version };
  }

  @Put('sellers/:sellerId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change a seller’s contact data or language (SellerUpdated)' })
  @ApiOkResponse({ type: MandateChangedDto })
  @ApiBadRequestResponse({ description: FIELD_CODES })
  @ApiNotFoundResponse({ description: 'property_not_found, seller_not_found' })
  @ApiConflictResponse({ description: 'version_conflict, seller_removed, seller_erased' })
  updateSeller(
    @Param('propertyId') id: string,
    @Param('sellerId') sellerId: string,
    @Body() body: SellerRequestDto,
  ): Promise<MandateChangedDto> {
    const { expectedVersion, ...details } = body;
    return this.commands.execute(
      new ChangeMandateCommand(
        {
          type: 'UpdateSeller',
          propertyId: requireMandatePropertyId(id),
          sellerId: requireSellerId(sellerId),
          details,
        },
        expectedVersion,
      ),
    );
  }

  @Delete('sellers/:sellerId')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Remove a seller from the property (SellerRemoved); their data stay until an owner erases them',
  })
  @ApiOkResponse({ type: MandateChangedDto })
  @ApiNotFoundResponse({ description: 'property_not_found, seller_not_found' })
  @ApiConflictResponse({ description: 'seller_removed, seller_erased' })
  removeSeller(
    @Param('propertyId') id: string,
    @Param('sellerId') sellerId: string,
  ): Promise<MandateChangedDto> {
    return this.commands.execute(
      new ChangeMandateCommand({
        type: 'RemoveSeller',
        propertyId: requireMandatePropertyId(id),
        sellerId: requireSellerId(sellerId),
      }),
    );
  }
}
