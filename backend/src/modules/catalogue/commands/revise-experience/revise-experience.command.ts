import type { ExperienceDetails } from '../../domain/offering';
import { ReviseCatalogueEntryCommand } from '../revise-catalogue-entry/revise-catalogue-entry.command';

export class ReviseExperienceCommand extends ReviseCatalogueEntryCommand<'experience'> {
  constructor(experienceId: string, details: ExperienceDetails, expectedVersion: number) {
    super('experience', experienceId, details, expectedVersion);
  }
}
