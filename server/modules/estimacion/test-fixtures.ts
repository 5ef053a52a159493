/** An estimación's body as the tests send it: a normal one of the obra, its fecha the period's end. */
export const estimacionBody = (
  obraId: number,
  lineas: { conceptoObraId: number; cantidad: number }[],
  periodoDel = '2026-03-01',
  periodoAl = '2026-03-15',
) => ({ fecha: periodoAl, periodoDel, periodoAl, tipo: 'normal', lineas, obra: { id: obraId } });
