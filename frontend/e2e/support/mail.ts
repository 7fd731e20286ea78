import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { e2eServer } from './servers';

/** One e-mail as the SMTP capture of scripts/e2e-server.mjs stores it (a JSON file per message). */
export interface CapturedMail {
  to: unknown;
  from: unknown;
  subject: string;
  text: string;
  html: string;
  /** Header fields by lower-case name (e.g. `list-unsubscribe`). */
  headers: Record<string, string>;
  /** Parts other than the text and HTML bodies (a calendar invitation), as text. */
  attachments: { contentType: string; filename: string; content: string }[];
  file: string;
}

/**
 * Where the capture of the running test's server writes: `test-results/mail-<worker>/` at the repository
 * root (overridable for local runs), so a test only sees the mail its own server sent.
 */
function mailDir(): string {
  if (process.env.E2E_MAIL_DIR) return process.env.E2E_MAIL_DIR;
  const { index } = e2eServer(test.info().parallelIndex);
  return fileURLToPath(new URL(`../../../test-results/mail-${index}/`, import.meta.url));
}

async function readAll(directory: string): Promise<CapturedMail[]> {
  let names: string[];
  try {
    names = (await readdir(directory)).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  const mails: CapturedMail[] = [];
  for (const name of names) {
    try {
      const raw = JSON.parse(await readFile(path.join(directory, name), 'utf8')) as Partial<CapturedMail>;
      mails.push({
        to: raw.to,
        from: raw.from,
        subject: String(raw.subject ?? ''),
        text: String(raw.text ?? ''),
        html: String(raw.html ?? ''),
        headers: raw.headers ?? {},
        attachments: raw.attachments ?? [],
        file: name,
      });
    } catch {
      // A file still being written: the next poll reads it.
    }
  }
  return mails;
}

/** The recipients of a mail as one lower-case string, whatever shape the capture gives `to`. */
export function recipients(mail: CapturedMail): string {
  return JSON.stringify(mail.to ?? '').toLowerCase();
}

/**
 * Polls the capture directory until a mail matches, or fails after `timeoutMs` with what did arrive,
 * so a failure says whether nothing came or something else did.
 */
export async function waitForMail(
  matches: (mail: CapturedMail) => boolean,
  { timeoutMs = 15_000, intervalMs = 250 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<CapturedMail> {
  const directory = mailDir();
  const deadline = Date.now() + timeoutMs;
  let seen: CapturedMail[] = [];
  while (Date.now() < deadline) {
    seen = await readAll(directory);
    const found = seen.find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const summary = seen.map((mail) => `${mail.file}: to ${recipients(mail)} "${mail.subject}"`).join('\n  ');
  throw new Error(
    `No matching e-mail in ${directory} after ${timeoutMs} ms. Captured: ${seen.length ? `\n  ${summary}` : 'none'}`,
  );
}
