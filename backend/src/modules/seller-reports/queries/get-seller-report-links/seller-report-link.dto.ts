import { ApiProperty } from '@nestjs/swagger';

/** The link to one seller's report of the current week, for staff to open or copy. */
export class SellerReportLinkDto {
  @ApiProperty({ format: 'uuid' }) sellerId: string;
  @ApiProperty({ example: '2026-W48' }) isoWeek: string;
  @ApiProperty({ description: 'The page, in the seller’s language; valid 30 days unless revoked' })
  url: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
}

export class SellerReportLinksDto {
  @ApiProperty({ type: () => SellerReportLinkDto, isArray: true }) links: SellerReportLinkDto[];
}
