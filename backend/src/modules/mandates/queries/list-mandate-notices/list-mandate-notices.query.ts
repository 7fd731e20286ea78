import { Query } from '@nestjs/cqrs';
import type { MandateNoticeDto } from './mandate-notice.dto';

/** How many days before its end a mandate shows on the staff dashboard. */
export const MANDATE_NOTICE_DAYS = 30;

/** The mandates the staff dashboard points at, soonest end first. */
export class ListMandateNoticesQuery extends Query<MandateNoticeDto[]> {}
