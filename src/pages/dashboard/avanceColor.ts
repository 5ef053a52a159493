/** docs/product.md §2: a finished obra's bar (100 %) is grey, every other bar green. */
export const AVANCE_COMPLETO = '#9e9e9e';
export const AVANCE_EN_CURSO = '#43a047';

export function avanceColor(avance: number): string {
  return avance >= 100 ? AVANCE_COMPLETO : AVANCE_EN_CURSO;
}
