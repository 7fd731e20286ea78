import type { CommandBus } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/domain/domain-error';
import { ListExperienceCommand } from '../commands/list-experience/list-experience.command';
import { ListPropertyCommand } from '../commands/list-property/list-property.command';
import { ListServiceCommand } from '../commands/list-service/list-service.command';
import { SAMPLE_EXPERIENCES } from './sample-experiences';
import { SAMPLE_PROPERTIES } from './sample-properties';
import { SAMPLE_SERVICES } from './sample-services';

const ALREADY_LISTED = ['property_already_listed', 'service_already_listed', 'experience_already_listed'];

/** Lists one sample item; an item listed by an earlier start is skipped, so seeding is idempotent. */
async function listOnce(
  commands: CommandBus,
  command: Parameters<CommandBus['execute']>[0],
): Promise<boolean> {
  try {
    await commands.execute(command);
    return true;
  } catch (error) {
    if (error instanceof DomainError && ALREADY_LISTED.includes(error.code)) return false;
    throw error;
  }
}

/** The spec's sample catalogue, recorded as events through the ordinary command path. */
export async function seedCatalogue(commands: CommandBus): Promise<number> {
  let added = 0;
  for (const property of SAMPLE_PROPERTIES) {
    const command = new ListPropertyCommand(property.id, property.details, property.listedAt);
    if (await listOnce(commands, command)) added++;
  }
  // Services and experiences are shown in the order they were listed: the samples' order.
  for (const service of SAMPLE_SERVICES) {
    if (await listOnce(commands, new ListServiceCommand(service.id, service.details))) added++;
  }
  for (const experience of SAMPLE_EXPERIENCES) {
    if (await listOnce(commands, new ListExperienceCommand(experience.id, experience.details))) added++;
  }
  return added;
}
