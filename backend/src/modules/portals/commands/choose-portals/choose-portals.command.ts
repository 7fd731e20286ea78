import { Command } from '@nestjs/cqrs';
import type { Portal } from '../../domain/portals';

/** The owner chooses the portals a listing is published to. */
export class ChoosePortalsCommand extends Command<{ portals: Portal[] }> {
  constructor(
    readonly propertyId: string,
    readonly portals: readonly string[],
  ) {
    super();
  }
}
