/**
 * One pass over a CFDI's text before any parser sees it (docs/decisions.md, "What no CFDI has"):
 * refuses in milliseconds what no real CFDI has — more than MAX_ATTRIBUTES attributes on an
 * element, more than MAX_DEPTH levels, more than MAX_ELEMENTS elements — so a hostile file cannot
 * hold the event loop in the parser, and what is not well-formed anywhere in the file, not only in
 * the attributes the reader uses: a raw `<` or a stray `&` in a value or text, a character XML does
 * not allow, an element or attribute prefix no `xmlns:` in scope declares. The parser's validator
 * still checks what this pass does not (names, matching tags, one root).
 */
import { badRequest } from '../http-errors';
import { XML_EXCESIVO } from './messages';

export const MAX_ATTRIBUTES = 100;
export const MAX_DEPTH = 32;
export const MAX_ELEMENTS = 100_000;

/** Characters XML 1.0 does not allow (a valid UTF-8 decoding has no lone surrogates). */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
/** The references a document without a DTD may use. */
const REFERENCE = /&(?:amp|lt|gt|quot|apos|#([0-9]{1,7})|#x([0-9a-fA-F]{1,6}));/y;

const allowedCode = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

class NotWellFormed extends Error {}
class Excessive extends Error {}

const AMP = 0x26;
const LT = 0x3c;

/** Every `&` of text[from, to) opens a reference to an allowed character; no `<` in it when `value`. */
function checkCharacterData(text: string, from: number, to: number, value: boolean): void {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at);
    if (code === LT && value) throw new NotWellFormed();
    if (code !== AMP) continue;
    REFERENCE.lastIndex = at;
    const match = REFERENCE.exec(text);
    if (!match || REFERENCE.lastIndex > to) throw new NotWellFormed();
    const [, decimal, hex] = match;
    if (decimal !== undefined || hex !== undefined) {
      if (!allowedCode(decimal !== undefined ? Number(decimal) : parseInt(hex, 16))) throw new NotWellFormed();
    }
  }
}

/** XML's white space. */
const isSpace = (code: number) => code === 0x20 || code === 0x9 || code === 0xa || code === 0xd;

const prefixOf = (name: string) => {
  const colon = name.indexOf(':');
  return colon === -1 ? undefined : name.slice(0, colon);
};

/** The pass itself; throws NotWellFormed or Excessive. */
function scan(text: string): void {
  if (FORBIDDEN.test(text)) throw new NotWellFormed();
  // Prefixes in scope, each with how many open elements declare it; `xml` is always bound.
  const declared = new Map<string, number>([['xml', 1]]);
  const opened: string[][] = [];
  const inScope = (prefix: string | undefined) => prefix === undefined || (declared.get(prefix) ?? 0) > 0;
  let elements = 0;
  let at = 0;
  const skipTo = (end: string, from: number) => {
    const found = text.indexOf(end, from);
    if (found === -1) throw new NotWellFormed();
    return found + end.length;
  };
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    checkCharacterData(text, at, lt === -1 ? text.length : lt, false);
    if (lt === -1) break;
    if (text.startsWith('<?', lt)) at = skipTo('?>', lt + 2);
    else if (text.startsWith('<!--', lt)) at = skipTo('-->', lt + 4);
    else if (text.startsWith('<![CDATA[', lt)) at = skipTo(']]>', lt + 9);
    else if (text.startsWith('</', lt)) {
      at = skipTo('>', lt + 2);
      const closed = opened.pop();
      if (!closed) throw new NotWellFormed();
      for (const prefix of closed) declared.set(prefix, declared.get(prefix)! - 1);
    } else at = startTag(lt + 1);
  }

  /** Reads the tag opened at `from` (after its `<`); answers where it ends. */
  function startTag(from: number): number {
    let pos = from;
    while (pos < text.length && !isSpace(text.charCodeAt(pos)) && text[pos] !== '>' && text[pos] !== '/') pos++;
    const name = text.slice(from, pos);
    if (name === '') throw new NotWellFormed();
    if (++elements > MAX_ELEMENTS) throw new Excessive();
    const declaring: string[] = [];
    const prefixed: string[] = [];
    let attributes = 0;
    for (;;) {
      while (pos < text.length && isSpace(text.charCodeAt(pos))) pos++;
      if (pos >= text.length) throw new NotWellFormed();
      if (text[pos] === '>' || text.startsWith('/>', pos)) break;
      const nameStart = pos;
      while (pos < text.length && text[pos] !== '=' && !isSpace(text.charCodeAt(pos)) && text[pos] !== '>') pos++;
      const attribute = text.slice(nameStart, pos);
      if (++attributes > MAX_ATTRIBUTES) throw new Excessive();
      while (pos < text.length && isSpace(text.charCodeAt(pos))) pos++;
      if (text[pos] !== '=') throw new NotWellFormed();
      pos++;
      while (pos < text.length && isSpace(text.charCodeAt(pos))) pos++;
      const quote = text[pos];
      if (quote !== '"' && quote !== "'") throw new NotWellFormed();
      const end = text.indexOf(quote, pos + 1);
      if (end === -1) throw new NotWellFormed();
      checkCharacterData(text, pos + 1, end, true);
      pos = end + 1;
      if (attribute === 'xmlns') continue;
      if (attribute.startsWith('xmlns:')) declaring.push(attribute.slice('xmlns:'.length));
      else if (attribute.includes(':')) prefixed.push(attribute);
    }
    for (const prefix of declaring) declared.set(prefix, (declared.get(prefix) ?? 0) + 1);
    if (!inScope(prefixOf(name)) || prefixed.some((attribute) => !inScope(prefixOf(attribute)))) {
      throw new NotWellFormed();
    }
    if (text[pos] === '>') {
      opened.push(declaring);
      if (opened.length > MAX_DEPTH) throw new Excessive();
      return pos + 1;
    }
    if (opened.length + 1 > MAX_DEPTH) throw new Excessive();
    for (const prefix of declaring) declared.set(prefix, declared.get(prefix)! - 1);
    return pos + 2;
  }
}

/** Refuses `text` with XML_EXCESIVO or `notXml()` as above; returns when the pass finds nothing. */
export function scanXml(text: string, notXml: () => Error): void {
  try {
    scan(text);
  } catch (error) {
    if (error instanceof Excessive) throw badRequest(XML_EXCESIVO, [{ field: 'xml', message: XML_EXCESIVO }]);
    if (error instanceof NotWellFormed) throw notXml();
    throw error;
  }
}
