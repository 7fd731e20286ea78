import { execFile } from 'node:child_process';

/**
 * A PDF's text, page after page, as a reader copies it: read by PDF.js (unpdf's serverless build) in a
 * child Node process, since unpdf loads PDF.js as an ES module, which Jest's CommonJS sandbox cannot import.
 */
const READER = `
import { extractText, getDocumentProxy } from 'unpdf';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const { totalPages, text } = await extractText(pdf, { mergePages: false });
process.stdout.write(JSON.stringify({ totalPages, text }));
`;

export interface PdfText {
  pages: number;
  /** Every page's text with runs of white space as one space. */
  text: string;
  pageTexts: string[];
}

export function pdfText(pdf: Buffer): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', READER],
      { cwd: __dirname, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => {
        if (error) return reject(error);
        const { totalPages, text } = JSON.parse(stdout) as { totalPages: number; text: string[] };
        const pageTexts = text.map((page) => page.replace(/\s+/g, ' ').trim());
        resolve({ pages: totalPages, text: pageTexts.join(' '), pageTexts });
      },
    );
    child.stdin?.end(pdf);
  });
}
