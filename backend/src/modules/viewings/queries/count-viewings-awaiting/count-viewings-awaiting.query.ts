import { Query } from '@nestjs/cqrs';

/** How many viewing requests wait for the agency's answer (requested), for the admin dashboard. */
export class CountViewingsAwaitingQuery extends Query<number> {}
