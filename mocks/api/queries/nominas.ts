/** historialNominas: an obra's nóminas, latest week first, as server/modules/nomina answers them. */
import { nominas } from '../../fixtures/nominas';
import type { MockQuery } from '../data';

const historialNominas: MockQuery = {
  name: 'historialNominas',
  params: { obraId: { type: 'integer', required: true } },
  rows: ({ obraId }) =>
    nominas
      .filter((nomina) => nomina.obra?.id === Number(obraId))
      .sort((a, b) => b.semana - a.semana)
      .map(({ id, folio, semana, total, nota }) => ({ id, folio, semana, total, ...(nota ? { nota } : {}) })),
};

export default [historialNominas];
