/**
 * A list of charges (Tipo, Folio, Fecha, Proveedor, Monto, Saldo, Promesa de Pago and, once
 * authorized, Fecha de Pago) with each one's actions: a `Tabla` (a card per charge on a phone,
 * titled 'Compra #5' with its proveedor below).
 */
import type { ReactNode } from 'react';
import { Chip, Stack } from '@mui/material';
import { businessToday } from '../../../schemas/today';
import { Tabla, type Columna } from '../tablas/Tabla';
import { fechaCorta, pesos } from '../formato';
import { ACCIONES, FECHA_DE_PAGO, TIPOS, VENCIDA, documentoDe } from './messages';
import { ComprobanteDelCargo } from './ComprobanteDelCargo';
import type { Cargo } from './types';

/** A payment date, with 'Vencida' (text, not colour alone) once it passed. */
export function FechaDePago({ fecha, hoy = businessToday() }: { fecha: string | undefined; hoy?: string }) {
  return (
    <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <span>{fechaCorta(fecha)}</span>
      {fecha && fecha < hoy && <Chip label={VENCIDA} color="error" size="small" />}
    </Stack>
  );
}

const COLUMNAS: Columna<Cargo>[] = [
  { label: 'Tipo', value: (cargo) => TIPOS[cargo.tipoDocumento], enTitulo: true },
  { label: 'Folio', value: (cargo) => cargo.folioDocumento, enTitulo: true },
  { label: 'Fecha', value: (cargo) => fechaCorta(cargo.fecha) },
  { label: 'Proveedor', value: (cargo) => cargo.proveedor.nombre, minWidth: '10rem', enTitulo: true },
  { label: 'Monto', value: (cargo) => pesos(cargo.monto), numeric: true },
  { label: 'Saldo', value: (cargo) => pesos(cargo.saldo), numeric: true },
  { label: 'Promesa de Pago', value: (cargo) => fechaCorta(cargo.promesaPago) },
];
const FECHA_PAGO: Columna<Cargo> = { label: FECHA_DE_PAGO, value: (cargo) => <FechaDePago fecha={cargo.fechaPago} /> };

export interface CargosTablaProps {
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** Undefined while loading: no 'No hay datos..' yet. */
  cargos: Cargo[] | undefined;
  /** The authorized list shows each charge's payment date. */
  conFechaDePago?: boolean;
  acciones: (cargo: Cargo) => ReactNode;
  /** Below the list: its paging. */
  children?: ReactNode;
}

export function CargosTabla({ labelledBy, cargos, conFechaDePago = false, acciones, children }: CargosTablaProps) {
  return (
    <Tabla
      labelledBy={labelledBy}
      columnas={conFechaDePago ? [...COLUMNAS, FECHA_PAGO] : COLUMNAS}
      filas={cargos}
      clave={(cargo) => cargo.id}
      titulo={documentoDe}
      subtitulo={(cargo) => cargo.proveedor.nombre}
      accionesLabel={ACCIONES}
      acciones={(cargo, enTarjeta) => (
        <>
          {acciones(cargo)}
          <ComprobanteDelCargo cargo={cargo} compact={!enTarjeta} />
        </>
      )}
    >
      {children}
    </Tabla>
  );
}
