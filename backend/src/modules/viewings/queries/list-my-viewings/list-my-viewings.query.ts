import { Query } from '@nestjs/cqrs';
import type { MyViewingsDto } from './my-viewings.dto';

export class ListMyViewingsQuery extends Query<MyViewingsDto> {
  constructor(readonly clientId: string) {
    super();
  }
}
