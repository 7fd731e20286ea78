import { Command } from '@nestjs/cqrs';

/** One view of a public property page, as the browser reports it; the User-Agent only tells bots apart. */
export class RecordViewCommand extends Command<{ counted: boolean }> {
  constructor(
    readonly propertyId: string,
    readonly userAgent: string | undefined,
  ) {
    super();
  }
}
