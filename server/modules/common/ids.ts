/** Record ids from paths and bodies: a positive int4, anything else is bad input (400), never a 500. */
import { badRequest } from '../../http-errors';
import { INVALID_ID, MAX_ID } from '../../../schemas/api/shared';
import { INVALID_INPUT } from '../../validation';
import { REQUIRED_MESSAGE } from '../../../schemas/validation';

export function parseId(value: unknown, field = 'id'): number {
  if (value === undefined || value === null || value === '') {
    throw badRequest(INVALID_INPUT, [{ field, message: REQUIRED_MESSAGE }]);
  }
  const text = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  const id = /^[0-9]{1,10}$/.test(text) ? Number(text) : NaN;
  if (id >= 1 && id <= MAX_ID) return id;
  throw badRequest(INVALID_INPUT, [{ field, message: INVALID_ID }]);
}
