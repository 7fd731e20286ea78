import { ApiProperty } from '@nestjs/swagger';

/** What a staff command answers: the record and its version after the command (the next expectedVersion). */
export class CatalogueCommandResultDto {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'Send it back as expectedVersion with the next edit' }) version: number;
}
