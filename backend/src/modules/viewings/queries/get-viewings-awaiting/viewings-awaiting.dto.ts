import { ApiProperty } from '@nestjs/swagger';

class NextViewingAwaitingDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time', description: "The client's earliest preferred time" }) startsAt: string;
}

export class ViewingsAwaitingDto {
  @ApiProperty({ description: 'Requests nobody has answered yet (requested)' }) count: number;
  @ApiProperty({
    type: () => NextViewingAwaitingDto,
    nullable: true,
    description:
      'The one whose earliest time comes next (if every one of them lies in the past, the earliest); null when none waits',
  })
  next: NextViewingAwaitingDto | null;
}
