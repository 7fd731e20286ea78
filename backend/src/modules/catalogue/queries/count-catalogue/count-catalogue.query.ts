import { Query } from '@nestjs/cqrs';
import type { CatalogueCountsDto } from './catalogue-counts.dto';

/** For the admin dashboard (other modules ask through the QueryBus). */
export class CountCatalogueQuery extends Query<CatalogueCountsDto> {}
