import { DeleteCatalogueEntryCommand } from '../delete-catalogue-entry/delete-catalogue-entry.command';

export class DeleteExperienceCommand extends DeleteCatalogueEntryCommand<'experience'> {
  constructor(experienceId: string, expectedVersion?: number) {
    super('experience', experienceId, expectedVersion);
  }
}
