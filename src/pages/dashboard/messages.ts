/** The dashboard's texts (docs/product.md §2, letter for letter where it quotes them). */
export const TABLERO = {
  avance: {
    title: 'Avance de Obra en Semanas',
    serie: 'Avance',
  },
  gasto: {
    title: 'Gasto contra Presupuesto',
    serie: 'Ejercido del presupuesto',
    avance: 'Avance en tiempo',
    presupuesto: 'Presupuesto',
    ejercido: 'Ejercido',
    sinPresupuesto: 'Sin presupuesto',
    nota: 'En rojo, las obras que llevan gastada una parte de su presupuesto mayor que la del tiempo transcurrido, o que ya lo rebasaron.',
  },
  empty: 'No hay obras registradas.',
  resumen: (obra: string) => `Resumen de ${obra}`,
};
