import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { experienceDecider, serviceDecider } from '../../domain/offering.deciders';
import { experienceStreamId, serviceStreamId } from '../../domain/offering.events';
import { propertyDecider } from '../../domain/property.decider';
import { propertyStreamId } from '../../domain/property.events';
import { MarkTranslationReviewedCommand } from './mark-translation-reviewed.command';

@CommandHandler(MarkTranslationReviewedCommand)
export class MarkTranslationReviewedHandler implements ICommandHandler<
  MarkTranslationReviewedCommand,
  CommandResult
> {
  constructor(private readonly runner: DeciderRunner) {}

  execute({
    kind,
    id,
    path,
    language,
    expectedVersion,
  }: MarkTranslationReviewedCommand): Promise<CommandResult> {
    const type = 'MarkTranslationReviewed' as const;
    switch (kind) {
      case 'property':
        return this.runner.run({
          streamId: propertyStreamId(id),
          decider: propertyDecider,
          command: { type, propertyId: id, path, language },
          expectedVersion,
        });
      case 'service':
        return this.runner.run({
          streamId: serviceStreamId(id),
          decider: serviceDecider,
          command: { type, serviceId: id, path, language },
          expectedVersion,
        });
      case 'experience':
        return this.runner.run({
          streamId: experienceStreamId(id),
          decider: experienceDecider,
          command: { type, experienceId: id, path, language },
          expectedVersion,
        });
    }
  }
}
