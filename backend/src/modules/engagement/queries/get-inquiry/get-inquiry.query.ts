import { Query } from '@nestjs/cqrs';
import type { InquiryDetailDto } from './inquiry-detail.dto';

/** One inquiry for the back office: the message, the thread with internal notes, the history. */
export class GetInquiryQuery extends Query<InquiryDetailDto> {
  constructor(readonly inquiryId: string) {
    super();
  }
}
