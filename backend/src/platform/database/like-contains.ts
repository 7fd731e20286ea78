/**
 * A `like` pattern that finds `text` anywhere in a lower-cased column: `%`, `_` and `\` typed by a person are
 * searched for literally (PostgreSQL's default escape character is `\`).
 */
export function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
