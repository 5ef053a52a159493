/**
 * Field errors a service finds after the schema passed (unknown ids, date order, money decimals),
 * collected so one 400 names every bad field. Money: the schema has already checked type, sign and
 * size; JSON Schema cannot say "at most 2 decimals" without float arithmetic, so it is checked here
 * on the number's decimal text, and the amount continues as integer cents (docs/contract.md).
 */
import { parseCents } from '../../../schemas/money';
import { badRequest, type FieldError } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';

export const MONEY_DECIMALS_MESSAGE = 'Ingrese un importe con maximo 2 decimales..';

export class FieldErrors {
  readonly list: FieldError[] = [];

  add(field: string, message: string): void {
    this.list.push({ field, message });
  }

  /** Cents of a money field; null when absent; an error (and 0n) when it has more than 2 decimals. */
  cents(field: string, value: number | undefined): bigint | null {
    if (value === undefined) return null;
    const cents = parseCents(value);
    if (cents === null) {
      this.add(field, MONEY_DECIMALS_MESSAGE);
      return 0n;
    }
    return cents;
  }

  /** Answers 400 with every collected error, if any. */
  throwIfAny(): void {
    if (this.list.length > 0) throw badRequest(INVALID_INPUT, this.list);
  }
}
