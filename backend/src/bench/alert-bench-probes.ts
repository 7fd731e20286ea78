import type { Transporter } from 'nodemailer';
import type { AlertMatcher } from '../modules/engagement/alerts/alert-matcher';
import type { JobQueues } from '../platform/jobs/job-queues';
import type { JobHandler } from '../platform/jobs/job-workers';
import { renderBrandedMail } from '../platform/mail/branded-mail';
import type { MailJob } from '../platform/mail/mail-message';
import type { MailSender } from '../platform/mail/mail-sender';
import type { ProcessorRunner } from '../platform/projections/processor-runner';

/* What bench:alerts watches inside the product: the matcher's batches, the jobs, the e-mails. */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The alert matcher's progress and the jobs put into Redis, with when the last `addMany` started and ended. */
export class EnqueueProbe {
  private readonly handled = new Set<string>();
  /** Jobs enqueued so far, by job name. */
  readonly enqueued: Record<string, number> = {};
  lastEnqueue = { started: 0, ended: 0, jobs: 0 };

  constructor(
    private readonly runner: ProcessorRunner,
    private readonly matcher: AlertMatcher,
    queues: JobQueues,
  ) {
    runner.onBatch((name, events) => {
      if (name === matcher.name) for (const event of events) this.handled.add(event.eventId);
    });
    const addMany = queues.addMany.bind(queues);
    queues.addMany = async (queueName, jobs) => {
      const started = performance.now();
      await addMany(queueName, jobs);
      this.lastEnqueue = { started, ended: performance.now(), jobs: jobs.length };
      for (const job of jobs) this.enqueued[job.name] = (this.enqueued[job.name] ?? 0) + 1;
    };
  }

  /**
   * Runs the matcher, as the worker does when an append wakes it, until it has handled these events (a
   * transaction open elsewhere in the cluster can hide them a moment). Returns how many times it ran.
   */
  async matchUntilHandled(eventIds: readonly string[]): Promise<number> {
    const deadline = Date.now() + 60_000;
    let runs = 0;
    while (!eventIds.every((id) => this.handled.has(id))) {
      if (Date.now() > deadline) throw new Error('The alert matcher did not reach the events');
      if (runs++ > 0) await sleep(1);
      await this.runner.drain(this.matcher);
    }
    return runs;
  }
}

export interface JobStats {
  done: number;
  failed: number;
  ms: number[];
}

/** Counts a handler's jobs and times each one, as the workers run them. */
export function trackJobs<Data>(handler: JobHandler<Data>): JobStats {
  const stats: JobStats = { done: 0, failed: 0, ms: [] };
  const handle = handler.handle.bind(handler);
  handler.handle = async (job) => {
    const started = performance.now();
    try {
      await handle(job);
      stats.done++;
      stats.ms.push(performance.now() - started);
    } catch (error) {
      stats.failed++;
      throw error;
    }
  };
  return stats;
}

export type MailKind = 'search' | 'priceDrop' | 'digest';

function mailKind(jobId: string): MailKind {
  if (jobId.startsWith('search-alert-')) return 'search';
  if (jobId.startsWith('price-drop-alert-')) return 'priceDrop';
  if (jobId.startsWith('alert-digest-')) return 'digest';
  throw new Error(`Unexpected e-mail ${jobId}`);
}

/** E-mails kept per kind to be rendered again one after another, for what each costs alone. */
export const MAIL_SAMPLE = 400;

/**
 * Keeps MailSender's rendering (MJML) and builds each MIME message as its transports do, but delivers nothing:
 * counts each e-mail by kind, measures the digests' HTML and keeps a uniform sample of each kind (reservoir).
 */
export function countMails(sender: MailSender, mime: Transporter, from: string) {
  const sent: Record<MailKind, number> = { search: 0, priceDrop: 0, digest: 0 };
  const digestRecipients = new Set<string>();
  const digestHtmlBytes: number[] = [];
  const samples: Record<MailKind, MailJob[]> = { search: [], priceDrop: [], digest: [] };
  const seen: Record<MailKind, number> = { search: 0, priceDrop: 0, digest: 0 };
  sender.send = async (key, message) => {
    const info = await mime.sendMail({ from, ...message });
    const kind = mailKind(key);
    sent[kind]++;
    if (kind === 'digest') {
      digestRecipients.add(message.to);
      digestHtmlBytes.push(Buffer.byteLength(message.html));
    }
    return String(info.messageId);
  };
  const sendMailJob = sender.sendMailJob.bind(sender);
  sender.sendMailJob = (key, mail) => {
    const kind = mailKind(key);
    const slot = seen[kind] < MAIL_SAMPLE ? seen[kind] : Math.floor(Math.random() * (seen[kind] + 1));
    if (slot < MAIL_SAMPLE) samples[kind][slot] = mail;
    seen[kind]++;
    return sendMailJob(key, mail);
  };
  return { sent, digestRecipients, digestHtmlBytes, samples };
}

/** What one of the sampled e-mails costs alone, on average: MJML rendering, then the MIME message, in ms. */
export async function costAlone(
  mails: readonly MailJob[],
  mime: Transporter,
  from: string,
  publicUrl: string,
): Promise<{ render: number; mime: number }> {
  let render = 0;
  let build = 0;
  for (const mail of mails) {
    const started = performance.now();
    const rendered = await renderBrandedMail(mail.content, publicUrl);
    const renderedAt = performance.now();
    await mime.sendMail({ from, to: mail.to, headers: mail.headers, ...rendered });
    render += renderedAt - started;
    build += performance.now() - renderedAt;
  }
  return { render: render / mails.length, mime: build / mails.length };
}
