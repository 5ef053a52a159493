/**
 * /ingreso: the active obra's facturas with a saldo (Folio, Fecha, Cliente, Total, Saldo); the chosen
 * ones get their payments in 'Registrar ingreso', and the saldos refresh once it is stored.
 */
import { useState } from 'react';
import { Box, Button, Checkbox } from '@mui/material';
import PaymentsIcon from '@mui/icons-material/Payments';
import { useWorkflowQuery, type ResultOf } from '../../dataProvider';
import { Paginacion, usePaginacion } from '../../shared/tablas/Paginacion';
import { Tabla, type Columna } from '../../shared/tablas/Tabla';
import { useNotifyError } from '../../layout/useNotifyError';
import { RequireObra, useActiveObra } from '../../obra';
import { fechaCorta, pesos } from '../../shared/formato';
import { TituloDePagina } from '../../shared/TituloDePagina';
import { ELEGIR, FACTURA, REGISTRAR_INGRESO, SELECCIONAR, TITULO } from './messages';
import { RegistrarIngresoDialog, type FacturaConSaldo } from './RegistrarIngresoDialog';

type Factura = ResultOf<'facturasPorCobrar'>['content'][number];

const COLUMNAS: Columna<Factura>[] = [
  { label: 'Folio', value: (factura) => factura.folio, enTitulo: true },
  { label: 'Fecha', value: (factura) => fechaCorta(factura.fecha) },
  { label: 'Cliente', value: (factura) => factura.cliente.nombre, minWidth: '10rem', enTitulo: true },
  { label: 'Total', value: (factura) => pesos(factura.total), numeric: true },
  { label: 'Saldo', value: (factura) => pesos(factura.saldo), numeric: true },
];
const TITULO_ID = 'ingresos-titulo';

function Ingresos() {
  const { obra } = useActiveObra();
  const paginacion = usePaginacion();
  const { page, pageSize } = paginacion;
  const [selected, setSelected] = useState<Map<number, FacturaConSaldo>>(new Map());
  const [open, setOpen] = useState(false);
  const { data, error } = useWorkflowQuery('facturasPorCobrar', { obraId: obra?.id, page, pageSize });
  useNotifyError(error);
  const rows = data?.content ?? [];

  const toggle = (factura: FacturaConSaldo) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(factura.id)) next.delete(factura.id);
      else next.set(factura.id, factura);
      return next;
    });
  const fila = (factura: Factura): FacturaConSaldo => ({
    id: factura.id as number,
    folio: factura.folio,
    saldo: factura.saldo ?? 0,
  });

  return (
    // A grid track of minmax(0, 1fr): on a phone the table scrolls in its box, the page does not.
    <Box sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <TituloDePagina id={TITULO_ID}>{TITULO}</TituloDePagina>
        <Button
          variant="contained"
          startIcon={<PaymentsIcon />}
          disabled={selected.size === 0}
          onClick={() => setOpen(true)}
        >
          {REGISTRAR_INGRESO}
        </Button>
      </Box>
      <Tabla
        labelledBy={TITULO_ID}
        columnas={COLUMNAS}
        filas={data ? rows : undefined}
        clave={(factura) => factura.id as number}
        titulo={(factura) => FACTURA(factura.folio)}
        subtitulo={(factura) => factura.cliente.nombre}
        inicioLabel={ELEGIR}
        inicio={(factura) => (
          <Checkbox
            checked={selected.has(factura.id as number)}
            onClick={(event) => event.stopPropagation()}
            onChange={() => toggle(fila(factura))}
            slotProps={{ input: { 'aria-label': SELECCIONAR(factura.folio) } }}
          />
        )}
        seleccionada={(factura) => selected.has(factura.id as number)}
        alElegir={(factura) => toggle(fila(factura))}
      >
        <Paginacion count={data?.totalElements ?? 0} paginacion={paginacion} />
      </Tabla>
      {open && (
        <RegistrarIngresoDialog
          open
          facturas={[...selected.values()]}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            setSelected(new Map());
          }}
        />
      )}
    </Box>
  );
}

export default function IngresoList() {
  return (
    <RequireObra>
      <Ingresos />
    </RequireObra>
  );
}
