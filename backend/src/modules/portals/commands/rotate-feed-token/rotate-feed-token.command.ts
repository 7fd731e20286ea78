import { Command } from '@nestjs/cqrs';

/** The owner replaces a portal's feed address; the previous one stops working. */
export class RotateFeedTokenCommand extends Command<{ generation: number }> {
  constructor(readonly portal: string) {
    super();
  }
}
