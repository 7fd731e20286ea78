import { Query } from '@nestjs/cqrs';
import type { InquirySource, InquiryStatus } from '../../domain/inquiry';
import type { InquiryCountDto, InquiryListDto } from './inquiry-list.dto';

export interface InquiryFilters {
  /** Part of the sender's name or e-mail, the subject or the message. */
  q?: string;
  status?: InquiryStatus;
  source?: InquirySource;
  /** A staff member, or 'none' for the unassigned ones. */
  assigneeId?: string;
  page: number;
  pageSize: number;
}

/** The agency's inbox, the latest first. */
export class ListInquiriesQuery extends Query<InquiryListDto> {
  constructor(readonly filters: InquiryFilters) {
    super();
  }
}

/** How many inquiries wait for someone to take them up. */
export class CountNewInquiriesQuery extends Query<InquiryCountDto> {}
