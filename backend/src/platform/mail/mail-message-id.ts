import { createHash } from 'node:crypto';

/**
 * The Message-ID of a mail job's e-mail, derived from the job id: every attempt of the job sends the same one,
 * so a mail that does arrive twice is recognisably the same mail (mail programs and servers that
 * de-duplicate by Message-ID show it once). Hashed: the header shows no internal id, only valid characters.
 */
export function mailMessageId(jobId: string, publicUrl: string): string {
  const hash = createHash('sha256').update(jobId).digest('hex').slice(0, 32);
  return `<mail-${hash}@${new URL(publicUrl).hostname}>`;
}
