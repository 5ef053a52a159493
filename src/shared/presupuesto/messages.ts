/** The budget card's own texts. */
export const PRESUPUESTO = {
  presupuesto: 'Presupuesto',
  ejercido: 'Ejercido',
  comprometido: 'Comprometido',
  ejercidoMasComprometido: 'Ejercido + comprometido',
};
