import { Query } from '@nestjs/cqrs';
import type { ViewingDto } from '../viewing.dto';

/** The client's next viewing ahead, confirmed or awaiting an answer (theirs or the agency's); null if none. */
export class GetNextViewingQuery extends Query<ViewingDto | null> {
  constructor(readonly userId: string) {
    super();
  }
}
