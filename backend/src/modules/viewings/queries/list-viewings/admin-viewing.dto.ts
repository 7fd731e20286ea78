import { ApiProperty } from '@nestjs/swagger';
import { ViewingDto, ViewingFeedbackDto } from '../viewing.dto';

class ViewingClientDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

/** A viewing as staff handle it: with the client, the agent and, after the visit, the agent's feedback. */
export class AdminViewingDto extends ViewingDto {
  @ApiProperty({ type: () => ViewingClientDto, nullable: true, description: 'null once the account is gone' })
  client: ViewingClientDto | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Confirmed or proposed agent' })
  agentId: string | null;
  @ApiProperty({ description: 'The language the client is written to in' }) language: string;
  @ApiProperty({ type: () => ViewingFeedbackDto, nullable: true, description: 'Recorded after the visit' })
  feedback: ViewingFeedbackDto | null;
}

export class AdminViewingListDto {
  @ApiProperty({ type: () => AdminViewingDto, isArray: true }) items: AdminViewingDto[];
}
