/**
 * The rules of an empleado body beyond what the shared schema checks: money with at most two
 * decimals that fits numeric(14,2) (with the empleado's own message), and a baja that does not
 * precede the alta. The body comes from a multipart part, so it is validated here, not by the route.
 */
import { schemas } from '../../../schemas';
import { validateRecord } from '../../../schemas/validation';
import type { Empleado } from '../../../schemas/generated/empleado';
import { parseCents } from '../../../schemas/money';
import { badRequest, type FieldError } from '../../http-errors';
import { INVALID_INPUT } from '../../validation';

const MONEY_FIELDS = ['sueldoImss', 'descuentoInfonavit'] as const;
const MONEY_MESSAGE = schemas.empleado.properties.sueldoImss.errorMessage as string;
/** numeric(14,2) holds 12 integer digits. */
const MAX_CENTS = 10n ** 14n;

/** Validates a body (400 with every field's message) and answers it normalized. */
export function checkedEmpleado(body: unknown): Empleado {
  const { value, errors } = validateRecord<Empleado>(schemas.empleado, body);
  const fieldErrors: FieldError[] = Object.entries(errors ?? {}).map(([field, message]) => ({ field, message }));
  for (const field of MONEY_FIELDS) {
    const amount = value[field];
    if (typeof amount !== 'number' || errors?.[field]) continue;
    const cents = parseCents(amount);
    if (cents === null || cents >= MAX_CENTS) fieldErrors.push({ field, message: MONEY_MESSAGE });
  }
  if (value.baja && value.alta && !errors?.baja && !errors?.alta && value.baja < value.alta) {
    fieldErrors.push({ field: 'baja', message: 'La fecha de baja no puede ser anterior a la de alta' });
  }
  if (fieldErrors.length > 0) throw badRequest(INVALID_INPUT, fieldErrors);
  return value;
}
