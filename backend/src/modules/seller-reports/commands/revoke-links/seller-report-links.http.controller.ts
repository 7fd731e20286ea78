import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiProperty, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiError } from '../../../../platform/http/api-error';
import { Roles } from '../../../../platform/http/access-policy';
import { GetSellerReportLinksQuery } from '../../queries/get-seller-report-links/get-seller-report-links.query';
import { SellerReportLinksDto } from '../../queries/get-seller-report-links/seller-report-link.dto';
import { RevokeSellerReportLinksCommand } from './revoke-seller-report-links.command';

const PROPERTY_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;
const SELLER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

class LinksRevokedDto {
  @ApiProperty({ description: 'The seller’s new link generation: every earlier link answers 410' })
  generation: number;
}

function propertyIdOf(id: string): string {
  if (!PROPERTY_ID.test(id)) throw new ApiError(404, 'property_not_found', 'This property does not exist.');
  return id;
}

/** Staff open, copy and revoke the sellers' report links from the mandate panel of the property editor. */
@ApiTags('admin: seller reports')
@Controller('admin/properties/:propertyId')
@Roles('admin', 'owner')
export class SellerReportLinksController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get('seller-report-links')
  @ApiOperation({ summary: 'A fresh link to the current week’s report for each seller of the property' })
  @ApiOkResponse({ type: SellerReportLinksDto })
  @ApiNotFoundResponse({ description: 'property_not_found' })
  links(@Param('propertyId') propertyId: string): Promise<SellerReportLinksDto> {
    return this.queries.execute(new GetSellerReportLinksQuery(propertyIdOf(propertyId)));
  }

  @Post('sellers/:sellerId/seller-report-links/revoke')
  @HttpCode(200)
  @ApiOperation({ summary: 'End every report link of the seller issued so far (SellerReportLinksRevoked)' })
  @ApiOkResponse({ type: LinksRevokedDto })
  @ApiNotFoundResponse({ description: 'property_not_found, seller_not_found' })
  revoke(
    @Param('propertyId') propertyId: string,
    @Param('sellerId') sellerId: string,
  ): Promise<LinksRevokedDto> {
    if (!SELLER_ID.test(sellerId)) throw new ApiError(404, 'seller_not_found', 'This seller does not exist.');
    return this.commands.execute(new RevokeSellerReportLinksCommand(propertyIdOf(propertyId), sellerId));
  }
}
