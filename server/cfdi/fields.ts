/**
 * Attribute reads that record what is wrong instead of throwing at the first problem, so one 400
 * names every missing or malformed field (capped: a hostile file cannot make the answer huge).
 */
import { badRequest } from '../http-errors';
import { cfdiCents, isCfdiDecimal } from './amounts';
import { CFDI_INCOMPLETO } from './messages';
import { attribute, childrenNamed, type XmlElement } from './xml';

const MAX_PROBLEMS = 20;
const DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class Problems {
  readonly messages: string[] = [];

  add(message: string): void {
    if (this.messages.length < MAX_PROBLEMS) this.messages.push(message);
  }

  /** CFDI_INCOMPLETO naming every problem, if there is any. */
  throwAny(): void {
    if (this.messages.length === 0) return;
    throw badRequest(
      CFDI_INCOMPLETO,
      this.messages.map((message) => ({ field: 'xml', message })),
    );
  }

  /**
   * The children of `parent` called `name` in `namespace`. `missing` is false when they are optional,
   * else what follows 'Falta el elemento X' in the problem recorded when there are none ('', ' en Conceptos').
   */
  children(parent: XmlElement | undefined, namespace: string, name: string, missing: string | false): XmlElement[] {
    const found = parent ? childrenNamed(parent, namespace, name) : [];
    if (parent && missing !== false && found.length === 0) this.add(`Falta el elemento ${name}${missing}`);
    return found;
  }

  /** The single child called `name`: a problem when repeated (or missing, see `children`). */
  single(parent: XmlElement | undefined, namespace: string, name: string, missing: string | false) {
    const found = this.children(parent, namespace, name, missing);
    if (found.length > 1) this.add(`El elemento ${name} esta repetido`);
    return found.at(0);
  }
}

/**
 * The attributes of one element, `where` naming it in messages ('del Emisor'). An absent element
 * (already reported) reads as blanks.
 */
export class Fields {
  constructor(
    private readonly problems: Problems,
    private readonly element: XmlElement | undefined,
    private readonly where: string,
  ) {}

  /** The value, undefined when absent or blank. */
  optional(name: string): string | undefined {
    return (this.element && attribute(this.element, name)) || undefined;
  }

  /** The value; a problem (and '') when absent or blank. */
  required(name: string): string {
    const value = this.optional(name);
    if (value === undefined && this.element) this.problems.add(`Falta el atributo ${name} ${this.where}`);
    return value ?? '';
  }

  /** A required value that must match `pattern`; `what` says what it should be ('una fecha valida'). */
  matching(name: string, pattern: RegExp, what: string): string {
    const value = this.required(name);
    if (value && !pattern.test(value)) this.invalid(name, what);
    return value;
  }

  dateTime = (name: string) => this.matching(name, DATE_TIME, 'una fecha valida (AAAA-MM-DDThh:mm:ss)');

  uuid = (name: string) => this.matching(name, UUID, 'un UUID valido').toUpperCase();

  /** A required CFDI decimal, kept as its text (an arrow: callers pick it or `optionalDecimal` as a value). */
  decimal = (name: string, what = 'un importe valido'): string => this.checkDecimal(name, this.required(name), what);

  optionalDecimal = (name: string, what = 'un importe valido'): string | undefined =>
    this.checkDecimal(name, this.optional(name), what);

  /** A CFDI decimal in integer cents; 0n when absent and `optional`. */
  cents(name: string, optional = false): bigint {
    const value = optional ? this.optional(name) : this.required(name);
    const cents = value ? cfdiCents(value) : 0n;
    if (cents === null) this.invalid(name, 'un importe valido');
    return cents ?? 0n;
  }

  private checkDecimal<T extends string | undefined>(name: string, value: T, what: string): T {
    if (value && !isCfdiDecimal(value)) this.invalid(name, what);
    return value;
  }

  private invalid(name: string, what: string): void {
    this.problems.add(`El atributo ${name} ${this.where} no es ${what}`);
  }
}
