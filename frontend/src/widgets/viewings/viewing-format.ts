import type { Language } from '../../lib/api/types';
import { formatDay } from '../../lib/format/format';
import { madridLocal } from './madrid-time';

/** A viewing's start on the agency's clock: "7 dic 2026 · 10:30" (the caller says it is Madrid time). */
export function madridDateTime(iso: string, language: Language): string {
  const { date, time } = madridLocal(iso);
  return `${formatDay(date, language)} · ${time}`;
}
