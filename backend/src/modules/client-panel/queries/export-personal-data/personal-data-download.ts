import type { FastifyReply } from 'fastify';
import type { PersonalDataExportDto } from './personal-data-export.dto';

const MADRID_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' });

/** How often one address may ask for a copy: generous for a person, a brake on scraping. */
export const EXPORT_RATE_LIMIT = { limit: 10, windowSeconds: 3600 } as const;

/**
 * Sends the copy as a file to keep: costa-cantabria-data-YYYY-MM-DD.json (the Madrid date it was made),
 * never stored by a browser cache or a proxy. Set only on success: an error goes out as the API's JSON error.
 */
export function sendAsDownload(reply: FastifyReply, document: PersonalDataExportDto): PersonalDataExportDto {
  const date = MADRID_DATE.format(new Date(document.about.exportedAt));
  void reply
    .type('application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="costa-cantabria-data-${date}.json"`)
    .header('cache-control', 'no-store');
  return document;
}
