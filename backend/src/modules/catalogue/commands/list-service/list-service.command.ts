import type { ServiceDetails } from '../../domain/offering';
import { ListCatalogueEntryCommand } from '../list-catalogue-entry/list-catalogue-entry.command';

/** Lists a new service after the existing ones, dated now by the clock (the handler decides both). */
export class ListServiceCommand extends ListCatalogueEntryCommand<'service'> {
  constructor(serviceId: string, details: ServiceDetails) {
    super('service', serviceId, details, {}, null);
  }
}
