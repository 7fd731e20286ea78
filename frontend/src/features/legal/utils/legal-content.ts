/** One block of a legal section: a paragraph, or a list whose items are the object's values. */
export type LegalBlock =
  { kind: 'paragraph'; key: string; text: string } | { kind: 'list'; key: string; items: string[] };

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalContent {
  title: string;
  description: string;
  intro: string;
  sections: LegalSection[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * Reads a document of the `legal` catalogue (`t(document, { returnObjects: true })`): every section has a
 * title and, in order, paragraphs (strings) and lists (objects of strings). Returns null when the catalogue
 * does not hold the document, e.g. while it is still loading.
 */
export function parseLegalContent(raw: unknown): LegalContent | null {
  if (!isRecord(raw) || !isRecord(raw.sections)) return null;
  const sections: LegalSection[] = Object.entries(raw.sections)
    .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
    .map(([id, section]) => ({
      id,
      title: text(section.title),
      blocks: Object.entries(section)
        .filter(([key]) => key !== 'title')
        .map(([key, value]): LegalBlock | null => {
          if (typeof value === 'string') return { kind: 'paragraph', key, text: value };
          if (isRecord(value))
            return { kind: 'list', key, items: Object.values(value).map(text).filter(Boolean) };
          return null;
        })
        .filter((block): block is LegalBlock => block !== null),
    }));
  return { title: text(raw.title), description: text(raw.description), intro: text(raw.intro), sections };
}
