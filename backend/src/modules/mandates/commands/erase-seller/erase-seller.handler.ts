import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { mandateDecider } from '../../domain/mandate.decider';
import { mandateStreamId, sellerPerson } from '../../domain/mandate.events';
import { mandateRows } from '../../read-models/mandate-rows';
import { EraseSellerCommand } from './erase-seller.command';

/**
 * Appends `SellerErased` and destroys the key of the seller's person in the same transaction
 * (crypto-shredding): what the log holds of them reads as null from then on, everywhere, and the projection
 * drops their contact data from the read model. The platform erases per account; a seller is a person of
 * their own without one, so their key row is shredded here, or created already erased.
 */
@CommandHandler(EraseSellerCommand)
export class EraseSellerHandler implements ICommandHandler<EraseSellerCommand, { version: number }> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ sellerId }: EraseSellerCommand): Promise<{ version: number }> {
    const seller = await mandateRows.seller(this.em.fork(), sellerId);
    if (!seller) throw new DomainError('not_found', 'seller_not_found', `Seller ${sellerId} does not exist`);
    const { propertyId } = seller;
    const result = await this.runner.run({
      streamId: mandateStreamId(propertyId),
      decider: mandateDecider,
      command: { type: 'EraseSeller', propertyId, sellerId, now: this.clock.now().toISOString() },
      retryOnConflict: true,
      inTransaction: async (em) => {
        await em.execute(
          `insert into person_keys (person_id, account_id, key, wrapped, erased_at)
           values (?, null, null, false, now())
           on conflict (person_id) do update set key = null, wrapped = false, erased_at = now()`,
          [sellerPerson(sellerId)],
        );
      },
    });
    return { version: result.version };
  }
}
