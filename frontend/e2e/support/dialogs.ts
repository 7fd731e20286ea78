import type { Page } from '@playwright/test';

/**
 * Does `act`, which should make the page ask a question with the browser's own dialog (the leave guard's
 * confirm), answers it (`accept`: OK, otherwise Cancel) and returns its message. The answer is given from
 * the dialog event, as it opens: the action itself (a click) does not finish while the dialog is open. The
 * guard asks after the router has held the navigation, so the message is awaited, not read at once.
 */
export async function answerDialog(
  page: Page,
  act: () => Promise<unknown>,
  accept: boolean,
): Promise<string> {
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
  await act();
  return asked;
}
