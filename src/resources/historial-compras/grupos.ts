/** What the two layouts of the groups (a table from sm up, cards on a phone) are given. */
import type { ResultOf } from '../../dataProvider';
import type { Filtros } from './importes';

export type Historial = ResultOf<'historialDeCompras'>;
export type Grupo = Historial['grupos'][number];

export interface GruposProps {
  historial: Historial;
  obraId: number;
  filtros: Filtros;
  labelledBy: string;
}
