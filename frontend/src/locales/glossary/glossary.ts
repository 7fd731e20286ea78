/**
 * One term per concept. Each language's glossary names the term the site and its e-mails use for a
 * concept and the variants they must not use, with the reason, so a fault a language review found cannot
 * come back with the next feature: `glossary.unit.spec.ts` checks every catalogue, e-mail text and sample
 * text (the backend's seed folders) of the language against it.
 */
export interface GlossaryTerm {
  /** The term to write. */
  use: string;
  /**
   * Variants that must not appear. A string is a word or phrase matched whole (letters of any script, so
   * Cyrillic too) and case-insensitively; a `*` stands for any further letters ("Lieblingsimmobilie*").
   * A RegExp states a variant banned in one sense only (a label, a phrase, a case) with its own flags.
   */
  avoid: readonly (string | RegExp)[];
  /** Why, for the next writer. */
  reason: string;
  /** Only texts whose key matches, when the variant is wrong in one place only (the viewing texts…). */
  onlyIn?: RegExp;
  /** Texts whose key matches keep their wording (the spec's verbatim texts). */
  except?: RegExp;
}

export type Glossary = readonly GlossaryTerm[];

/** A text of the product: its key (`namespace:path` in a catalogue, `file#path` in the e-mail texts). */
export interface ProductText {
  key: string;
  text: string;
}

export interface BannedTermUse {
  key: string;
  /** What the text says. */
  found: string;
  /** What it should say. */
  use: string;
  reason: string;
}

const LETTER = String.raw`[\p{L}\p{M}\p{N}]`;
const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A banned word or phrase as a pattern: whole words, any case, `*` for further letters. */
function wordPattern(phrase: string): RegExp {
  const body = phrase.split('*').map(escape).join(`${LETTER}*`);
  const before = /^[\p{L}\p{N}]/u.test(phrase) ? `(?<!${LETTER})` : '';
  const after = /[\p{L}\p{N}]$/u.test(phrase) ? `(?!${LETTER})` : '';
  return new RegExp(`${before}${body}${after}`, 'iu');
}

/** A RegExp without `g` or `y`, which would carry a position from one text to the next. */
const patternOf = (variant: string | RegExp) =>
  typeof variant === 'string'
    ? wordPattern(variant)
    : new RegExp(variant.source, variant.flags.replace(/[gy]/g, ''));

/** Every use of a banned variant in the texts, with the term to use instead. */
export function findBannedTerms(texts: readonly ProductText[], glossary: Glossary): BannedTermUse[] {
  const uses: BannedTermUse[] = [];
  for (const term of glossary) {
    const patterns = term.avoid.map(patternOf);
    for (const { key, text } of texts) {
      if (term.onlyIn && !term.onlyIn.test(key)) continue;
      if (term.except?.test(key)) continue;
      for (const pattern of patterns) {
        const match = pattern.exec(text);
        if (match) uses.push({ key, found: match[0], use: term.use, reason: term.reason });
      }
    }
  }
  return uses;
}
