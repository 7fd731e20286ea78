import type { ExperienceDetails } from '../../domain/offering';
import { ListCatalogueEntryCommand } from '../list-catalogue-entry/list-catalogue-entry.command';

/** Lists a new experience after the existing ones, dated now by the clock (the handler decides both). */
export class ListExperienceCommand extends ListCatalogueEntryCommand<'experience'> {
  constructor(experienceId: string, details: ExperienceDetails) {
    super('experience', experienceId, details, {}, null);
  }
}
