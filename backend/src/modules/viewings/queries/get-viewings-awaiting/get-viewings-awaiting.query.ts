import { Query } from '@nestjs/cqrs';
import type { ViewingsAwaitingDto } from './viewings-awaiting.dto';

/** The requests waiting for the agency's answer: how many, and the next one, for the back office's calendar. */
export class GetViewingsAwaitingQuery extends Query<ViewingsAwaitingDto> {}
