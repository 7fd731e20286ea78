import type { ConsoleMessage, Page, Request } from '@playwright/test';

/** The API reads a public page makes: the server rendered them, the browser must not ask again. */
const PAGE_READS = /\/api\/(properties|services|experiences)\b/;

/** What the browser says while it loads pages: errors and warnings, React's hydration mismatches among them. */
export function listenForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * The catalogue reads the page asks the API for from now on. Only reads: the property page's count of its
 * view (`POST /api/properties/:id/views`) is a write the server cannot have made for it.
 */
export function listenForPageReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (sent: Request) => {
    if (sent.method() === 'GET' && PAGE_READS.test(sent.url())) reads.push(sent.url());
  });
  return reads;
}
