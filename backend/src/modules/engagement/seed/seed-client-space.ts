import type { CommandBus } from '@nestjs/cqrs';
import { ChangeClientSpaceCommand } from '../commands/change-client-space/change-client-space.command';

/** A saved search of the demo client, under a fixed id so a second seed adds nothing. */
const DEMO_SEARCH_ID = '5d1e7c0a-2f4b-4c6e-9a8d-3b1f0e2c4a6d';
const DEMO_FAVORITES = ['villa-sardinero-santander', 'casona-montanesa-comillas'];

/**
 * The demo client's own space, so their panel shows what a client keeps: two favorite properties and a
 * saved search with daily alerts. Through the ordinary command path; the decider makes it idempotent.
 */
export async function seedClientSpace(commands: CommandBus, userId: string): Promise<void> {
  for (const propertyId of DEMO_FAVORITES) {
    await commands.execute(new ChangeClientSpaceCommand({ type: 'AddFavorite', userId, propertyId }));
  }
  await commands.execute(
    new ChangeClientSpaceCommand({
      type: 'SaveSearch',
      userId,
      searchId: DEMO_SEARCH_ID,
      name: 'Villas con piscina en Santander',
      filters: { location: ['santander'], type: ['villa'], features: ['pool'] },
      frequency: 'daily',
    }),
  );
}
