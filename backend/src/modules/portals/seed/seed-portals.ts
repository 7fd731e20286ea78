import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/domain/domain-error';
import { ChoosePortalsCommand } from '../commands/choose-portals/choose-portals.command';
import type { Portal } from '../domain/portals';
import { GetPropertyPortalsQuery } from '../queries/get-property-portals/get-property-portals.query';

/** Sample listings on the portals, so the owner's portals page and the Kyero feed show something. */
const SAMPLE_CHOICES: { propertyId: string; portals: Portal[] }[] = [
  { propertyId: 'villa-sardinero-santander', portals: ['kyero', 'thinkspain', 'green-acres'] },
  { propertyId: 'casona-montanesa-comillas', portals: ['kyero', 'resales-online'] },
  { propertyId: 'duplex-acantilado-suances', portals: ['kyero'] },
];

/** Chooses the sample portals for listings that have none yet; a listing missing from the catalogue is skipped. */
export async function seedPortals(commands: CommandBus, queries: QueryBus): Promise<void> {
  for (const { propertyId, portals } of SAMPLE_CHOICES) {
    const current = await queries.execute(new GetPropertyPortalsQuery(propertyId));
    if (current.length > 0) continue;
    try {
      await commands.execute(new ChoosePortalsCommand(propertyId, portals));
    } catch (error) {
      // The sample property was deleted: nothing to publish.
      if (!(error instanceof DomainError)) throw error;
    }
  }
}
