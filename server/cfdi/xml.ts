/**
 * XML text → a small element tree with each element's namespace resolved through the `xmlns`
 * declarations in scope, so the reader matches (namespace, local name) whatever prefix a document uses.
 * fast-xml-parser runs with entities off; the five XML entities and character references of the
 * attributes we read are decoded here, in one pass that cannot expand into more references.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { badRequest } from '../http-errors';
import { CFDI_UTF16, NO_ES_XML } from './messages';
import { scanXml } from './scan';

export interface XmlElement {
  /** The namespace URI its prefix (or the default namespace) resolves to; undefined when none does. */
  namespace: string | undefined;
  localName: string;
  /** Attribute values as written (entities not decoded): read them with `attribute()`. */
  attributes: ReadonlyMap<string, string>;
  /** Children grouped by name in document order within each name (fast-xml-parser's object output). */
  children: XmlElement[];
}

const ATTRIBUTES = '@';
const TEXT = '#text';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  attributesGroupName: ATTRIBUTES, // '@' is no XML name, so it never collides with a child element
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Prefixes are the document's choice, so a path cannot say which elements repeat: every element
  // is an array and the reader counts them (one Concepto or many, one CfdiRelacionados or several).
  isArray: (_name, _jpath, _isLeaf, isAttribute) => !isAttribute,
});

export const notXml = () => badRequest(NO_ES_XML, [{ field: 'xml', message: NO_ES_XML }]);

/** UTF-16 either way, by its BOM or by the NUL beside a first `<`: valid XML, but not what SAT stamps. */
const isUtf16 = (content: Uint8Array) =>
  (content[0] === 0xff && content[1] === 0xfe) ||
  (content[0] === 0xfe && content[1] === 0xff) ||
  (content[0] === 0x3c && content[1] === 0x00) ||
  (content[0] === 0x00 && content[1] === 0x3c);

/**
 * The UTF-8 text of `content` (a BOM dropped); CFDI_UTF16 for UTF-16, NO_ES_XML for other bytes.
 * NUL is never XML.
 */
export function utf8Text(content: Uint8Array): string {
  if (isUtf16(content)) throw badRequest(CFDI_UTF16, [{ field: 'xml', message: CFDI_UTF16 }]);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw notXml();
  }
  if (text.includes('\u0000')) throw notXml();
  return text;
}

/**
 * The document element of a well-formed text; NO_ES_XML for anything else, whatever the parser
 * throws, and XML_EXCESIVO for what no CFDI has (./scan.ts), before the parser runs.
 */
export function parseXml(text: string): XmlElement {
  scanXml(text, notXml);
  if (XMLValidator.validate(text) !== true) throw notXml();
  let parsed: unknown;
  try {
    parsed = parser.parse(text);
  } catch {
    throw notXml();
  }
  // The validator lets a second root through after a self-closing first one (`<a/><b/>`).
  const roots = childEntries(parsed);
  if (roots.length !== 1 || roots[0][1].length !== 1) throw notXml();
  const [name, [node]] = roots[0];
  return toElement(name, node, new Map());
}

type Scope = ReadonlyMap<string, string>;

/** Element children of a parsed node as [name, nodes]; its attributes and text are not children. */
function childEntries(node: unknown): [string, unknown[]][] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).filter(
    (entry): entry is [string, unknown[]] => entry[0] !== ATTRIBUTES && entry[0] !== TEXT && Array.isArray(entry[1]),
  );
}

function attributesOf(node: unknown): Map<string, string> {
  const group: unknown = typeof node === 'object' && node !== null ? Reflect.get(node, ATTRIBUTES) : undefined;
  const values = typeof group === 'object' && group !== null ? Object.entries(group) : [];
  return new Map(values.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The scope below an element: its parent's plus its own `xmlns` / `xmlns:p` declarations. */
function declare(scope: Scope, attributes: ReadonlyMap<string, string>): Scope {
  const declarations = [...attributes].filter(([name]) => name === 'xmlns' || name.startsWith('xmlns:'));
  if (declarations.length === 0) return scope;
  const inner = new Map(scope);
  for (const [name, uri] of declarations) inner.set(name === 'xmlns' ? '' : name.slice('xmlns:'.length), uri);
  return inner;
}

function toElement(name: string, node: unknown, parentScope: Scope): XmlElement {
  const attributes = attributesOf(node);
  const scope = declare(parentScope, attributes);
  const colon = name.indexOf(':');
  const prefix = colon === -1 ? '' : name.slice(0, colon);
  const children = childEntries(node).flatMap(([childName, nodes]) =>
    nodes.map((child) => toElement(childName, child, scope)),
  );
  return { namespace: scope.get(prefix) || undefined, localName: name.slice(colon + 1), attributes, children };
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const REFERENCE = /&(?:(amp|lt|gt|quot|apos)|#([0-9]{1,7})|#x([0-9a-fA-F]{1,6}));/g;

/** A character reference's text; NO_ES_XML for code points XML does not allow. */
function character(code: number): string {
  const allowed = code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff);
  if (allowed || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff)) {
    return String.fromCodePoint(code);
  }
  throw notXml();
}

/**
 * An unprefixed attribute's value, normalized as XML does (literal tabs and line breaks are spaces)
 * and with its references decoded; any other `&` or a raw `<` is not XML.
 */
export function attribute(element: XmlElement, name: string): string | undefined {
  const raw = element.attributes.get(name);
  if (raw === undefined) return undefined;
  if (raw.includes('<') || raw.replace(REFERENCE, '').includes('&')) throw notXml();
  return raw
    .replace(/[\t\n\r]/g, ' ')
    .replace(REFERENCE, (_, named: string | undefined, decimal: string | undefined, hex: string | undefined) =>
      named ? NAMED[named] : character(decimal ? Number(decimal) : parseInt(hex ?? '', 16)),
    );
}

/** Children in `namespace` called `localName`. */
export const childrenNamed = (element: XmlElement, namespace: string, localName: string): XmlElement[] =>
  element.children.filter((child) => child.namespace === namespace && child.localName === localName);
