import type { UnsentMail } from './mail-log';
import type { MailOperator } from './mail-operator';

export const MAIL_COMMAND_USAGE = 'mail failed | mail retry <job id>|--all | mail sent <job id>';

function describe(mail: UnsentMail): string {
  return [
    (mail.status === 'sending' ? 'retrying' : mail.status).padEnd(9),
    mail.jobId,
    `attempts ${mail.attempts}`,
    `since ${mail.createdAt.toISOString()}`,
    mail.lastError && `error ${mail.lastError}`,
    mail.messageId && `Message-ID ${mail.messageId}`,
  ]
    .filter(Boolean)
    .join('  ');
}

/**
 * The operator's `mail` command (cli.ts): prints through `print`, answers the exit code (0 done, 1 nothing
 * done, 2 usage). Lines name job ids, states, error codes and Message-IDs, never a recipient.
 */
export async function mailCommand(
  operator: MailOperator,
  [action, target]: string[],
  print: (line: string) => void,
): Promise<number> {
  if (action === 'failed') {
    const mails = await operator.list();
    for (const mail of mails) print(describe(mail));
    print(`${mails.length} e-mail(s)`);
    return 0;
  }
  if (action === 'retry' && target === '--all') {
    const outcomes = await operator.retryAll();
    print(
      Object.entries(outcomes)
        .map(([outcome, count]) => `${outcome}: ${count}`)
        .join(', '),
    );
    return 0;
  }
  if (action === 'retry' && target) {
    const outcome = await operator.retry(target);
    print(`${target}: ${outcome}`);
    return outcome === 'requeued' ? 0 : 1;
  }
  if (action === 'sent' && target) {
    const done = await operator.confirmSent(target);
    print(done ? `${target}: recorded as sent` : `${target}: not an uncertain e-mail; nothing changed`);
    return done ? 0 : 1;
  }
  print(`Usage: npm run cli -- ${MAIL_COMMAND_USAGE}`);
  return 2;
}
