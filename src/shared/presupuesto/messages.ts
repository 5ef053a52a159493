/** The budget card's own texts. */
export const PRESUPUESTO = {
  presupuesto: 'Presupuesto',
  ejercido: 'Ejercido',
  comprometido: 'Comprometido',
  ejercidoMasComprometido: 'Ejercido + comprometido',
  /** The headline's meaning, under it, where committed money counts. */
  conComprometido: (ejercido: string) => `Ejercido + comprometido · ejercido ${ejercido}%`,
};
