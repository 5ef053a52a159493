/**
 * A PDF's text for assertions, whitespace collapsed: poppler's pdftotext keeping the layout (a table
 * row reads left to right) when it is installed, else the text-showing operators of the file's
 * compressed streams in drawing order (what pdfkit writes: hex strings of WinAnsi bytes, which
 * latin1 reads alike for Spanish letters).
 */
import { spawnSync } from 'node:child_process';
import zlib from 'node:zlib';

function streamsText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = zlib.inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a deflated stream (an image, a font)
    }
    for (const [, array] of content.matchAll(/\[(.*?)\]\s*TJ/g))
      lines.push(
        [...array.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => Buffer.from(hex, 'hex').toString('latin1')).join(''),
      );
  }
  return lines.join('\n');
}

export function pdfText(pdf: Buffer): string {
  const poppler = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  const text = poppler.error || poppler.status !== 0 ? streamsText(pdf) : poppler.stdout;
  return text.replace(/\s+/g, ' ');
}
