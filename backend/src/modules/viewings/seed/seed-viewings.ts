import type { CommandBus } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/domain/domain-error';
import { ChangeViewingCommand } from '../commands/change-viewing/change-viewing.command';
import {
  RequestViewingCommand,
  type ViewingRequest,
} from '../commands/request-viewing/request-viewing.command';
import { madridLocal } from '../domain/viewing-slots';

/** Fixed ids, so a second seed adds nothing. */
const CONFIRMED_ID = '7a3c9e10-1d2b-4f5a-8c6e-0b1d2f3a4c01';
const PENDING_ID = '7a3c9e10-1d2b-4f5a-8c6e-0b1d2f3a4c02';

/** The Madrid dates of the next `count` weekdays from `daysAhead` days after `now`. */
function weekdaysAhead(now: Date, daysAhead: number, count: number): string[] {
  const dates: string[] = [];
  for (let day = daysAhead; dates.length < count; day++) {
    const local = madridLocal(new Date(now.getTime() + day * 24 * 3600_000));
    if (local.weekday >= 1 && local.weekday <= 5) dates.push(local.date);
  }
  return dates;
}

/** Requests a viewing unless the seed did before; true when it is new. */
async function requestOnce(
  commands: CommandBus,
  viewingId: string,
  request: ViewingRequest,
): Promise<boolean> {
  try {
    await commands.execute(new RequestViewingCommand(request, viewingId));
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'viewing_exists') return false;
    throw error;
  }
}

/**
 * The demo client's appointments: a viewing confirmed with the demo admin next week, and a request for
 * another property awaiting the agency's answer. Through the ordinary command path.
 */
export async function seedViewings(
  commands: CommandBus,
  clientId: string,
  agentId: string,
  now: Date,
): Promise<void> {
  const [first, second, third] = weekdaysAhead(now, 3, 3);
  const base = { clientId, phone: '+34 600 123 456', language: 'es' as const };
  const confirmed = await requestOnce(commands, CONFIRMED_ID, {
    ...base,
    propertyId: 'villa-sardinero-santander',
    slots: [
      { date: first, time: '11:00', mode: 'in_person' },
      { date: second, time: '17:30', mode: 'in_person' },
    ],
    message: 'Nos gustaría ver también el jardín y la piscina.',
  });
  if (confirmed) {
    await commands.execute(
      new ChangeViewingCommand({ type: 'ConfirmViewing', viewingId: CONFIRMED_ID, slot: 0, agentId }),
    );
  }
  await requestOnce(commands, PENDING_ID, {
    ...base,
    propertyId: 'casona-montanesa-comillas',
    slots: [
      { date: second, time: '10:00', mode: 'video' },
      { date: third, time: '12:30', mode: 'in_person' },
    ],
    message: '',
  });
}
