/** A piece of text sent for translation, and the whitespace that followed it in the source. */
export interface TextPiece {
  text: string;
  separator: string;
}

export interface SplitText {
  /** Whitespace before the first piece. */
  lead: string;
  pieces: TextPiece[];
}

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

/** Sentences of the text, each with the whitespace after it (Intl's sentence boundaries for Spanish). */
function sentences(text: string): TextPiece[] {
  const segmenter = new Intl.Segmenter('es', { granularity: 'sentence' });
  return [...segmenter.segment(text)].map(({ segment }) => {
    const trimmed = segment.trimEnd();
    return { text: trimmed, separator: segment.slice(trimmed.length) };
  });
}

/** A sentence longer than the limit: cut between words, and a word longer than it between characters. */
function cut(piece: TextPiece, maxBytes: number): TextPiece[] {
  const words = piece.text.split(/(\s+)/);
  const out: TextPiece[] = [];
  let current = '';
  let pendingSpace = '';
  const push = (separator: string) => {
    if (current) out.push({ text: current, separator });
    current = '';
  };
  for (let i = 0; i < words.length; i += 2) {
    let word = words[i];
    const space = words[i + 1] ?? '';
    if (current && bytes(current + pendingSpace + word) > maxBytes) push(pendingSpace);
    else if (current) current += pendingSpace;
    while (bytes(word) > maxBytes) {
      let end = word.length;
      while (bytes(word.slice(0, end)) > maxBytes) end--;
      // Never split a surrogate pair.
      if (/[\uD800-\uDBFF]/.test(word[end - 1] ?? '')) end--;
      out.push({ text: word.slice(0, end), separator: '' });
      word = word.slice(end);
    }
    current += word;
    pendingSpace = space;
  }
  push(piece.separator);
  return out;
}

/**
 * The text as pieces of at most `maxBytes` (UTF-8), cut on sentence boundaries and packed with their
 * neighbours up to the limit; a line break always ends a piece, so paragraphs come back as they were.
 * Joining the translated pieces with the separators rebuilds the text's layout.
 */
export function splitForTranslation(text: string, maxBytes: number): SplitText {
  const lead = text.slice(0, text.length - text.trimStart().length);
  const pieces: TextPiece[] = [];
  for (const sentence of sentences(text.trimStart())) {
    if (!sentence.text) {
      if (pieces.length > 0) pieces[pieces.length - 1].separator += sentence.separator;
      continue;
    }
    const last = pieces[pieces.length - 1];
    if (
      last &&
      !last.separator.includes('\n') &&
      bytes(last.text + last.separator + sentence.text) <= maxBytes
    ) {
      last.text += last.separator + sentence.text;
      last.separator = sentence.separator;
    } else if (bytes(sentence.text) > maxBytes) {
      pieces.push(...cut(sentence, maxBytes));
    } else {
      pieces.push({ ...sentence });
    }
  }
  return { lead, pieces };
}

export function joinTranslation(split: SplitText, translated: readonly string[]): string {
  return split.lead + split.pieces.map((piece, index) => translated[index] + piece.separator).join('');
}
