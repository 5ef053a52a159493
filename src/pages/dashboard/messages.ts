/** The dashboard's texts (docs/product.md §2, letter for letter where it quotes them). */
export const TABLERO = {
  avance: {
    title: 'Avance de Obra en Semanas',
    serie: 'Avance',
    fisico: 'Avance físico',
  },
  gasto: {
    title: 'Gasto contra Presupuesto',
    serie: 'Ejercido del presupuesto',
    avance: 'Avance en tiempo',
    presupuesto: 'Presupuesto',
    ejercido: 'Ejercido',
    comprometido: 'Comprometido',
    sinPresupuesto: 'Sin presupuesto',
    rebasa: (partidas: string[]) => `Rebasa el presupuesto de ${partidas.join(', ')}`,
    adelantado: 'Gasto adelantado al tiempo transcurrido',
    nota: 'En rojo, las obras con una partida que rebasa su presupuesto (Insumos con lo comprometido), como en su resumen; en naranja, las que llevan gastada una parte de su presupuesto mayor que la del tiempo transcurrido.',
  },
  empty: 'No hay obras registradas.',
  resumen: (obra: string) => `Resumen de ${obra}`,
};
