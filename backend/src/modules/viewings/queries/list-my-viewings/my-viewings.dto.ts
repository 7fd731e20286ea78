import { ApiProperty } from '@nestjs/swagger';
import { ViewingDto } from '../viewing.dto';

export class MyViewingsDto {
  @ApiProperty({ type: () => ViewingDto, isArray: true, description: 'Soonest first' })
  upcoming: ViewingDto[];
  @ApiProperty({ type: () => ViewingDto, isArray: true, description: 'Most recent first' })
  past: ViewingDto[];
}
