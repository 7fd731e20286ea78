import type { CommandBus } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/domain/domain-error';
import { ListExperienceCommand } from '../commands/list-experience/list-experience.command';
import { ListPropertyCommand } from '../commands/list-property/list-property.command';
import { ListServiceCommand } from '../commands/list-service/list-service.command';
import { RecordMachineTranslationCommand } from '../commands/record-machine-translation/record-machine-translation.command';
import type { PropertyDetails } from '../domain/property';
import { localizedTexts, sourceHash, type TranslatedLanguage } from '../domain/translations';
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

/**
 * The one sample text whose translation the demo shows as a machine translation (with the public page's
 * "Automatic translation" note in that language, and Mark reviewed in the back office); every other sample
 * translation was written by hand.
 */
export const SEEDED_MACHINE_TRANSLATION: { propertyId: string; path: string; language: TranslatedLanguage } =
  {
    propertyId: 'duplex-acantilado-suances',
    path: 'subtitle',
    language: 'en',
  };

function withoutSeededMachineText(details: PropertyDetails): { details: PropertyDetails; text: string } {
  const { path, language } = SEEDED_MACHINE_TRANSLATION;
  const text = localizedTexts(details).get(path)?.[language] ?? '';
  const stripped = structuredClone(details);
  delete (localizedTexts(stripped).get(path) as Partial<Record<TranslatedLanguage, string>>)[language];
  return { details: stripped, text };
}

/**
 * The spec's sample catalogue, recorded as events through the ordinary command path: the samples' translations
 * as written by hand, except SEEDED_MACHINE_TRANSLATION, recorded as the worker records a machine one.
 */
export async function seedCatalogue(commands: CommandBus): Promise<number> {
  let added = 0;
  for (const property of SAMPLE_PROPERTIES) {
    if (property.id === SEEDED_MACHINE_TRANSLATION.propertyId) {
      const { details, text } = withoutSeededMachineText(property.details);
      if (await listOnce(commands, new ListPropertyCommand(property.id, details, property.listedAt))) {
        added++;
        const { path, language } = SEEDED_MACHINE_TRANSLATION;
        const spanish = localizedTexts(details).get(path)?.es ?? '';
        await commands.execute(
          new RecordMachineTranslationCommand('property', property.id, {
            path,
            language,
            sourceHash: sourceHash(spanish),
            text,
            provider: 'mymemory',
          }),
        );
      }
      continue;
    }
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
