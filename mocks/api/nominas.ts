/**
 * /api/nomina as the server answers it (docs/contract.md Nómina): the document's routes, with the
 * folio by the server and 409 for a week the obra already has.
 */
import { schemas } from '../../schemas';
import type { Nomina } from '../../schemas/generated/nomina';
import { semanaOcupada, type SemanaDeObra } from '../../schemas/payroll';
import { nominas } from '../fixtures/nominas';
import { documentHandlers } from './document-handlers';

const deObra = ({ id, obra, semana }: Nomina): SemanaDeObra => ({ id, obraId: obra?.id ?? 0, semana });

export const { mock: nominaMock, handlers: nominaHandlers } = documentHandlers<Nomina>(schemas.nomina, {
  rows: nominas,
  search: ['folio', 'semana', 'nota'],
  order: (a, b) => b.semana - a.semana,
  // A new nómina and an edit are refused with the week they would take.
  refuse: (action, nomina) => {
    const message = action === 'editar' ? semanaOcupada(deObra(nomina), nominas.map(deObra)) : undefined;
    return message ? { status: 409, message } : undefined;
  },
  create: (nomina) => ({ ...nomina, folio: Math.max(...nominas.map((n) => n.folio ?? 0)) + 1 }),
});
