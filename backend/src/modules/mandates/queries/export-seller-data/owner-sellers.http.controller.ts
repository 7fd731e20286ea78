import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../../../../platform/http/access-policy';
import { EraseSellerCommand } from '../../commands/erase-seller/erase-seller.command';
import { MandateChangedDto } from '../../commands/change-mandate/mandate.request.dto';
import { requireSellerId } from '../../commands/mandate-ids';
import { ExportSellerDataQuery } from './export-seller-data.query';
import { SellerDataExportDto } from './seller-data-export.dto';

/** A seller's rights over their data, exercised through an owner: a copy, and erasure. */
@ApiTags('owner: sellers')
@Controller('owner/sellers/:sellerId')
@Roles('owner')
export class OwnerSellersController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get('export')
  @ApiOperation({
    summary: 'A copy of all the agency keeps about one seller, as a JSON file (owners only)',
  })
  @ApiOkResponse({ type: SellerDataExportDto, description: 'seller-<id>-YYYY-MM-DD.json' })
  @ApiNotFoundResponse({ description: 'seller_not_found' })
  async export(
    @Param('sellerId') sellerId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SellerDataExportDto> {
    const document = await this.queries.execute(new ExportSellerDataQuery(requireSellerId(sellerId)));
    void reply
      .type('application/json; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="seller-${document.sellerId}-${document.exportedAt.slice(0, 10)}.json"`,
      )
      .header('cache-control', 'no-store');
    return document;
  }

  @Post('erase')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Erase a seller’s personal data for good (SellerErased; their key is destroyed): owners only, cannot be undone',
  })
  @ApiOkResponse({ type: MandateChangedDto })
  @ApiNotFoundResponse({ description: 'seller_not_found' })
  @ApiConflictResponse({ description: 'seller_erased' })
  erase(@Param('sellerId') sellerId: string): Promise<MandateChangedDto> {
    return this.commands.execute(new EraseSellerCommand(requireSellerId(sellerId)));
  }
}
