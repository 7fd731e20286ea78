import type { HistoryEventDto } from '../list-events/event-page.dto';

/** Spreadsheets read a UTF-8 file's accents only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF';

export const CSV_COLUMNS = [
  'position',
  'time',
  'type',
  'module',
  'entity_kind',
  'entity_id',
  'reference',
  'actor_id',
  'actor_name',
  'actor_role',
  'request_id',
  'data',
  'erased_paths',
] as const;

/** One field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break, quotes doubled. */
export function csvField(value: string | null): string {
  if (value === null) return '';
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function csvRow(fields: readonly (string | null)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

export function eventCsvRow(event: HistoryEventDto): string {
  return csvRow([
    event.position,
    event.time,
    event.type,
    event.module,
    event.entity.kind,
    event.entity.id,
    event.entity.reference,
    event.actor?.id ?? null,
    event.actor?.name ?? null,
    event.actor?.role ?? null,
    event.requestId,
    JSON.stringify(event.data),
    event.erasedPaths.join(' '),
  ]);
}
