/**
 * /api/nomina as the server answers it (docs/contract.md Nómina): the document's routes, with the
 * folio by the server and 409 for a week the obra already has.
 */
import { schemas } from '../../schemas';
import type { Nomina } from '../../schemas/generated/nomina';
import { semanaDuplicada } from '../../schemas/payroll';
import { nominas } from '../fixtures/nominas';
import { documentHandlers } from './document-handlers';

/** The obra's nómina of the same week, other than `nomina` itself. */
const semanaTomada = (nomina: Nomina) =>
  nominas.some((n) => n.obra?.id === nomina.obra?.id && n.semana === nomina.semana && n.id !== nomina.id);

export const { mock: nominaMock, handlers: nominaHandlers } = documentHandlers<Nomina>(schemas.nomina, {
  rows: nominas,
  search: ['folio', 'semana', 'nota'],
  order: (a, b) => b.semana - a.semana,
  // A new nómina and an edit are refused with the week they would take.
  refuse: (action, nomina) =>
    action === 'editar' && semanaTomada(nomina) ? { status: 409, message: semanaDuplicada(nomina.semana) } : undefined,
  create: (nomina) => ({ ...nomina, folio: Math.max(...nominas.map((n) => n.folio ?? 0)) + 1 }),
});
