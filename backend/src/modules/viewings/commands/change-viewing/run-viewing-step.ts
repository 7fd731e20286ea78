import type { CommandBus } from '@nestjs/cqrs';
import { ChangeViewingCommand, type ViewingChange } from './change-viewing.command';
import type { ViewingStepResultDto } from './viewing-steps.request.dto';

/** Runs one step of a viewing, by the client or by staff, and answers with the viewing's new version. */
export async function runViewingStep(
  commands: CommandBus,
  change: ViewingChange,
): Promise<ViewingStepResultDto> {
  const result = await commands.execute(new ChangeViewingCommand(change));
  return { id: change.viewingId, version: result.version };
}
