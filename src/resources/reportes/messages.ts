/** The reportes index's texts. */
export const REPORTES = {
  title: 'Reportes',
  sinObra: 'Los reportes de una obra usan la obra activa: seleccione una para consultarlos.',
  requiereObra: 'Seleccione una obra para consultarlo.',
  ninguno: 'Su usuario no tiene permiso para ningún reporte.',
};

/** Each report of the index, with what it shows in one line. */
export const REPORTE = {
  resumen: {
    titulo: 'Resumen de obra',
    descripcion:
      'Presupuesto contra lo ejercido y lo comprometido por partida, lo facturado, lo cobrado y la utilidad.',
  },
  compras: {
    titulo: 'Historial de compras',
    descripcion: 'Las compras de la obra agrupadas por proveedor, con su total; exportable a Excel.',
  },
  pagos: {
    titulo: 'Historial de pagos',
    descripcion: 'Los pagos a proveedores con los cargos que liquidó cada uno; exportable a Excel.',
  },
  antiguedad: {
    titulo: 'Antigüedad de saldos',
    descripcion: 'Lo que se debe a cada proveedor, al corriente y por días de vencido.',
  },
};
