/**
 * /cuentas-por-pagar/registro-pago (docs/product.md §2, §4 charges, §5): the user picks a proveedor
 * and sees its authorized unpaid charges of the active obra (in pages of 100, §9) with the count and
 * total of all of them (GET /api/pago/porPagar); 'Registrar pago' pays the whole saldo of every one,
 * on every page, in one POST /api/pago/pagos (`todos` with the total shown: if the charges changed
 * meanwhile, the server refuses and the screen reads them again). The
 * pago's fecha, forma de pago and descripcion are the pago schema's inputs, checked by its
 * validator; the proveedor comes from the picker its `x-resource.picks` opens to these users.
 * A refusal (a charge paid or unscheduled meanwhile) shows the server's message and reads the
 * charges again.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import PaymentsIcon from '@mui/icons-material/Payments';
import { Form, HttpError, useNotify } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { schemas } from '../../../schemas';
import type { PagoRegistrarBody } from '../../../schemas/generated/api';
import { formatCents, toCents } from '../../../schemas/money';
import { businessToday } from '../../../schemas/today';
import { useWorkflowMutation, useWorkflowQuery, type ResultOf } from '../../dataProvider';
import {
  FormGrid,
  GridCell,
  inputFields,
  schemaDefaults,
  schemaTransform,
  schemaValidator,
  SchemaField,
  SearchReferenceInput,
  SUCCESS_NOTICE_MS,
  type Named,
} from '../../engine';
import { useNotifyError } from '../../layout/useNotifyError';
import { RequireObra, useActiveObra } from '../../obra';
import { OBRA_TERMINADA, useObraTerminada } from '../../shared/documents';
import { TablaDeCargos, TIPOS, type ColumnaDeCargo } from '../../shared/cargos';
import { fechaCorta, pesos } from '../../shared/formato';
import { Paginacion, usePaginacion } from '../../shared/tablas/Paginacion';
import { TituloDePagina } from '../../shared/TituloDePagina';
import {
  BUSCAR_PROVEEDOR,
  CARGOS_POR_PAGAR,
  ELIJA_PROVEEDOR,
  PAGO_REGISTRADO,
  REGISTRAR_PAGO,
  REGISTRO_DE_PAGO,
  SIN_CARGOS,
  TODOS_LOS_CARGOS,
  TOTAL_A_PAGAR,
} from './messages';

/** docs/product.md §9: payment lists are fetched with page size 100. */
const PAGE_SIZE = 100;
const AUTOCOMPLETE_DEBOUNCE_MS = 350;
const PROVEEDOR_LOOKUP = '/api/proveedor/list';

type Cargo = ResultOf<'cargosPorPagar'>['content'][number];
type Values = Record<string, unknown>;

const schema = schemas.pago;
const fields = Object.fromEntries(inputFields(schema).map((field) => [field.name, field]));
const validate = schemaValidator(schema);
const prepare = schemaTransform(schema);

/** Tells the screen which proveedor the form holds, so it reads that proveedor's charges. */
function ProveedorElegido({ onChange }: { onChange: (id: number | undefined) => void }) {
  const proveedor = useWatch<Values>({ name: 'proveedor' }) as Named | null | undefined;
  const id = proveedor?.id;
  useEffect(() => onChange(id), [id, onChange]);
  return null;
}

const COLUMNAS: ColumnaDeCargo<Cargo>[] = [
  { label: 'Tipo', value: (cargo) => TIPOS[cargo.tipoDocumento] },
  { label: 'Folio', value: (cargo) => cargo.folioDocumento },
  { label: 'Fecha', value: (cargo) => fechaCorta(cargo.fecha) },
  { label: 'Promesa de Pago', value: (cargo) => fechaCorta(cargo.promesaPago) },
  { label: 'Fecha de Pago', value: (cargo) => fechaCorta(cargo.fechaPago) },
  { label: 'Saldo', value: (cargo) => pesos(cargo.saldo), numeric: true },
];

interface CargosTableProps {
  cargos: Cargo[];
  /** All the charges the payment pays, on every page, and their total. */
  todos: { cargos: number; total: number };
  paginacion: ReturnType<typeof usePaginacion>;
}

function CargosTable({ cargos, todos, paginacion }: CargosTableProps) {
  return (
    <Box sx={{ my: 2 }}>
      <TablaDeCargos
        id="cargos-titulo"
        titulo={CARGOS_POR_PAGAR}
        columnas={COLUMNAS}
        cargos={cargos}
        vacia={SIN_CARGOS}
        total={{ label: TOTAL_A_PAGAR, value: formatCents(toCents(todos.total)) }}
      >
        {todos.cargos > PAGE_SIZE && (
          <>
            <Paginacion count={todos.cargos} paginacion={paginacion} />
            <Alert severity="info" sx={{ mt: 1 }}>
              {TODOS_LOS_CARGOS(todos.cargos)}
            </Alert>
          </>
        )}
      </TablaDeCargos>
    </Box>
  );
}

function Registro() {
  const { obra } = useActiveObra();
  const obraId = obra!.id;
  const notify = useNotify();
  const [proveedorId, setProveedorId] = useState<number>();
  const paginacion = usePaginacion(PAGE_SIZE);
  const { setPage } = paginacion;
  const elegir = useCallback(
    (id: number | undefined) => {
      setProveedorId(id);
      setPage(0);
    },
    [setPage],
  );
  const cargosQuery = useWorkflowQuery(
    'cargosPorPagar',
    { obraId, proveedorId: proveedorId!, page: paginacion.page, pageSize: PAGE_SIZE },
    { enabled: proveedorId !== undefined },
  );
  const todosQuery = useWorkflowQuery(
    'totalPorPagar',
    { obraId, proveedorId: proveedorId! },
    { enabled: proveedorId !== undefined },
  );
  useNotifyError(cargosQuery.error ?? todosQuery.error);
  const cargos = proveedorId === undefined ? [] : (cargosQuery.data?.content ?? []);
  const todos = proveedorId === undefined ? undefined : todosQuery.data;
  const nada = !todos || todos.cargos === 0;
  // Set in the click itself: a second click before the button re-renders disabled sends nothing.
  const sending = useRef(false);
  const registrar = useWorkflowMutation('registrarPago', {
    onSettled: () => {
      sending.current = false;
    },
    onSuccess: (pago) =>
      notify(PAGO_REGISTRADO(toCents(pago.total ?? 0)), { type: 'success', autoHideDuration: SUCCESS_NOTICE_MS }),
    onError: (error) => {
      notify(error.message, { type: 'error' });
      // A charge paid or unscheduled meanwhile: the list and its total show what is left to pay now.
      if (error instanceof HttpError && error.status === 409) {
        void cargosQuery.refetch();
        void todosQuery.refetch();
      }
    },
  });
  const defaultValues = useMemo(
    () => ({ ...schemaDefaults(schema), fecha: businessToday(), obra: { id: obraId } }),
    [obraId],
  );

  const submit = (values: Values) => {
    if (sending.current || nada) return;
    sending.current = true;
    const pago = prepare(values) as {
      proveedor: Named;
      fecha: string;
      formaPago: PagoRegistrarBody['formaPago'];
      descripcion?: string;
    };
    registrar.mutate({
      proveedorId: pago.proveedor.id,
      obraId,
      fecha: pago.fecha,
      formaPago: pago.formaPago,
      ...(pago.descripcion ? { descripcion: pago.descripcion } : {}),
      todos: true,
      total: todos.total,
    });
  };

  return (
    <Paper sx={{ p: 2 }}>
      <Form defaultValues={defaultValues} validate={validate} onSubmit={submit} noValidate warnWhenUnsavedChanges>
        <ProveedorElegido onChange={elegir} />
        <FormGrid>
          <GridCell wide>
            <SearchReferenceInput
              source="proveedor"
              label={fields.proveedor.label}
              isRequired={fields.proveedor.required}
              path={PROVEEDOR_LOOKUP}
              param="toSearch"
              debounceMs={AUTOCOMPLETE_DEBOUNCE_MS}
              prompt={BUSCAR_PROVEEDOR}
            />
          </GridCell>
        </FormGrid>
        {proveedorId === undefined ? (
          <Typography color="text.secondary" sx={{ my: 2 }}>
            {ELIJA_PROVEEDOR}
          </Typography>
        ) : (
          cargosQuery.data && todos && <CargosTable cargos={cargos} todos={todos} paginacion={paginacion} />
        )}
        <FormGrid>
          <SchemaField field={fields.fecha} />
          <SchemaField field={fields.formaPago} />
          <SchemaField field={fields.descripcion} />
        </FormGrid>
        <Button type="submit" variant="contained" startIcon={<PaymentsIcon />} disabled={registrar.isPending || nada}>
          {REGISTRAR_PAGO}
        </Button>
      </Form>
    </Paper>
  );
}

function Pantalla() {
  const terminada = useObraTerminada();
  return (
    // A grid track of minmax(0, 1fr): nothing on the screen widens the page on a phone.
    <Box sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <TituloDePagina>{REGISTRO_DE_PAGO}</TituloDePagina>
      {terminada ? <Alert severity="warning">{OBRA_TERMINADA}</Alert> : <Registro />}
    </Box>
  );
}

export default function RegistroPago() {
  return (
    <RequireObra>
      <Pantalla />
    </RequireObra>
  );
}
