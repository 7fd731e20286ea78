import type { PasswordEstimator } from '../domain/password-policy';

let loading: Promise<PasswordEstimator> | null = null;

/**
 * zxcvbn-ts with its common dictionaries (the most used passwords of public breaches, keyboard layouts)
 * and the English, Spanish and German ones (words, first names, surnames, Wikipedia terms), offline. The
 * dictionaries take half a second and tens of megabytes to load, so they are loaded on the first password
 * set in this process, once. There are no Russian or Macedonian packs; passwords in Latin letters of those
 * languages still meet the common list, which holds their usual transliterations.
 */
export function passwordEstimator(): Promise<PasswordEstimator> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function load(): Promise<PasswordEstimator> {
  const [{ ZxcvbnFactory }, common, en, es, de] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-es-es'),
    import('@zxcvbn-ts/language-de'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...es.dictionary, ...de.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return (password, userInputs) => {
    const { score, feedback } = zxcvbn.check(password, [...userInputs]);
    return { score, warning: feedback.warning };
  };
}
