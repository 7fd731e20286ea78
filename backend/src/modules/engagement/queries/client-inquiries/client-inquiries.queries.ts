import { Query } from '@nestjs/cqrs';
import type { ClientInquiryDetailDto, ClientInquiryDto } from './client-inquiry.dto';

/** A client's own inquiries, the latest first. */
export class ListClientInquiriesQuery extends Query<ClientInquiryDto[]> {
  constructor(readonly userId: string) {
    super();
  }
}

/** One of a client's own inquiries with the agency's replies; someone else's is not found. */
export class GetClientInquiryQuery extends Query<ClientInquiryDetailDto> {
  constructor(
    readonly userId: string,
    readonly inquiryId: string,
  ) {
    super();
  }
}
