import type { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RevisePropertyCommand } from '../commands/revise-property/revise-property.command';
import { PropertyReadModel } from '../read-models/property.read-model';

/** The demo's reduced listing: the Laredo townhouse, 395.000 € down to 372.000 € (6 %). */
export const SAMPLE_PRICE_REDUCTION = {
  propertyId: 'adosado-playa-salve-laredo',
  priceEur: 372_000,
} as const;

/**
 * Reduces one sample listing's price through the ordinary command path, so the demo shows the reduction
 * mark, the struck-through price, the price history and the "recently reduced" order. Once only: a
 * listing whose price has changed before (here or by hand) is left as it is.
 */
export async function seedPriceReductions(commands: CommandBus, em: EntityManager): Promise<void> {
  const { propertyId, priceEur } = SAMPLE_PRICE_REDUCTION;
  const fresh = em.fork();
  const [changes] = await fresh.execute<{ count: number }[]>(
    'select count(*)::int as count from catalogue_price_changes where property_id = ?',
    [propertyId],
  );
  const row = await fresh.findOne(PropertyReadModel, { id: propertyId });
  if (!row || changes.count !== 1 || row.priceEur === priceEur) return;
  const details = { ...row.details, price: { ...row.details.price, saleEur: priceEur } };
  await commands.execute(new RevisePropertyCommand(propertyId, details, row.version));
}
