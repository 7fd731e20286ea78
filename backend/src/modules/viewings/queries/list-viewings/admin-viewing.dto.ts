import { ApiProperty } from '@nestjs/swagger';
import { ViewingDto } from '../viewing.dto';

class ViewingClientDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

/** A viewing as staff handle it: with the client and the agent. */
export class AdminViewingDto extends ViewingDto {
  @ApiProperty({ type: () => ViewingClientDto, nullable: true, description: 'null once the account is gone' })
  client: ViewingClientDto | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Confirmed or proposed agent' })
  agentId: string | null;
  @ApiProperty({ description: 'The language the client is written to in' }) language: string;
}

export class AdminViewingListDto {
  @ApiProperty({ type: () => AdminViewingDto, isArray: true }) items: AdminViewingDto[];
}
