import type { Page } from '@playwright/test';

/**
 * Does `act`, which should make the page ask a question with the browser's own dialog (the leave guard's
 * confirm), answers it (`accept`: OK, otherwise Cancel) and returns its message. The guard asks after the
 * router has held the navigation, so the dialog is awaited rather than expected at once.
 */
export async function answerDialog(
  page: Page,
  act: () => Promise<unknown>,
  accept: boolean,
): Promise<string> {
  const asked = page.waitForEvent('dialog');
  await act();
  const dialog = await asked;
  const message = dialog.message();
  await (accept ? dialog.accept() : dialog.dismiss());
  return message;
}
