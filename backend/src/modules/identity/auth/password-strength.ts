import { Worker } from 'node:worker_threads';
import type { PasswordEstimator, PasswordStrength } from '../domain/password-policy';

/**
 * zxcvbn-ts with its common dictionaries (the most used passwords of public breaches, keyboard layouts) and
 * the English, Spanish and German ones (words, first names, surnames, Wikipedia terms), offline, in a
 * thread of its own: loading the dictionaries takes about half a second and judging a long random password
 * can take a few hundred milliseconds of CPU, which must not stall the requests the API serves meanwhile.
 * The thread starts with the first password a process judges, or earlier through warmUpPasswordEstimator,
 * and lives as long as the process.
 *
 * Its code is given as source so that it runs the same from the compiled API and from the tests (a worker
 * cannot load TypeScript); it finds the packages through the paths this module resolves.
 */
const ESTIMATOR_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { ZxcvbnFactory } = require(workerData.core);
const [common, ...languages] = workerData.dictionaries.map((path) => require(path));
const zxcvbn = new ZxcvbnFactory({
  dictionary: Object.assign({}, common.dictionary, ...languages.map((language) => language.dictionary)),
  graphs: common.adjacencyGraphs,
  // Bounds the work on long passwords: past 64 characters and 6 look-alike swaps a password is strong anyway.
  maxLength: 64,
  l33tMaxSubstitutions: 6,
});
parentPort.on('message', ({ id, password, userInputs }) => {
  const { score, feedback } = zxcvbn.check(password, userInputs);
  parentPort.postMessage({ id, score, warning: feedback.warning });
});
`;

const PACKAGES = {
  core: require.resolve('@zxcvbn-ts/core'),
  dictionaries: [
    require.resolve('@zxcvbn-ts/language-common'),
    require.resolve('@zxcvbn-ts/language-en'),
    require.resolve('@zxcvbn-ts/language-es-es'),
    require.resolve('@zxcvbn-ts/language-de'),
  ],
};

type Answer = { id: number } & PasswordStrength;

let thread: Worker | null = null;
const waiting = new Map<
  number,
  { resolve: (strength: PasswordStrength) => void; reject: (error: Error) => void }
>();
let nextId = 0;

function estimatorThread(): Worker {
  if (thread) return thread;
  const worker = new Worker(ESTIMATOR_THREAD, { eval: true, workerData: PACKAGES });
  worker.on('message', ({ id, score, warning }: Answer) => {
    waiting.get(id)?.resolve({ score, warning });
    waiting.delete(id);
    // An idle estimator never keeps a process (a command-line run, a test) alive.
    if (waiting.size === 0) worker.unref();
  });
  // A thread that failed or stopped answers nothing more: what waits fails (a 500), the next password starts
  // a new thread.
  const fail = (error: Error) => {
    if (thread !== worker) return;
    thread = null;
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The password estimator stopped (exit code ${code})`)));
  thread = worker;
  return worker;
}

/**
 * Starts the thread and its dictionaries now, so that the first person to register after a start does not
 * wait for them (seconds on a busy machine). It keeps no process alive.
 */
export function warmUpPasswordEstimator(): void {
  estimatorThread().unref();
}

/** The estimator of the password policy: how hard `password` is to guess for someone who knows `userInputs`. */
export const estimatePasswordStrength: PasswordEstimator = (password, userInputs) => {
  const worker = estimatorThread();
  worker.ref();
  const id = nextId++;
  return new Promise<PasswordStrength>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    // What is posted while the thread still loads its dictionaries waits in its queue.
    worker.postMessage({ id, password, userInputs: [...userInputs] });
  });
};
