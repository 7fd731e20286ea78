import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { experienceDecider, serviceDecider } from '../../domain/offering.deciders';
import { experienceStreamId, serviceStreamId } from '../../domain/offering.events';
import { propertyDecider } from '../../domain/property.decider';
import { propertyStreamId } from '../../domain/property.events';
import { RecordMachineTranslationCommand } from './record-machine-translation.command';

/** Decided on the latest state (no form was loaded): a concurrent edit is retried on the fresh state. */
@CommandHandler(RecordMachineTranslationCommand)
export class RecordMachineTranslationHandler implements ICommandHandler<
  RecordMachineTranslationCommand,
  CommandResult
> {
  constructor(private readonly runner: DeciderRunner) {}

  execute({ kind, id, translation }: RecordMachineTranslationCommand): Promise<CommandResult> {
    const type = 'RecordMachineTranslation' as const;
    switch (kind) {
      case 'property':
        return this.runner.run({
          streamId: propertyStreamId(id),
          decider: propertyDecider,
          command: { type, propertyId: id, translation },
          retryOnConflict: true,
        });
      case 'service':
        return this.runner.run({
          streamId: serviceStreamId(id),
          decider: serviceDecider,
          command: { type, serviceId: id, translation },
          retryOnConflict: true,
        });
      case 'experience':
        return this.runner.run({
          streamId: experienceStreamId(id),
          decider: experienceDecider,
          command: { type, experienceId: id, translation },
          retryOnConflict: true,
        });
    }
  }
}
