/**
 * 'Registrar ingreso': one payment per selected factura (fecha today, monto its saldo, forma de pago
 * Transferencia, referencia), sent together in one POST /api/ingresos, stored all or nothing. The
 * browser checks monto > 0 and ≤ saldo for comfort; the server decides.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { Form, SelectInput, TextInput, useNotify } from 'react-admin';
import { FORMAS_PAGO, FORMAS_PAGO_LABELS } from '../../../schemas/api/ingreso';
import { parseCents, sumCents } from '../../../schemas/money';
import { pesos } from '../../shared/formato';
import { businessToday } from '../../../schemas/today';
import type { IngresoRegistrarBody } from '../../../schemas/generated/api';
import { useWorkflowMutation } from '../../dataProvider';
import { GuardarButton, MoneyInput, SUCCESS_NOTICE_MS } from '../../engine';
import { DateInput } from '../../engine/inputs/DateInput';
import { REQUIRED_MESSAGE } from '../../../schemas/validation';
import {
  CANCELAR,
  ERROR_AL_REGISTRAR,
  FACTURA_SALDO,
  INGRESO_REGISTRADO,
  MONTO_EXCEDE_SALDO,
  MONTO_INVALIDO,
  REGISTRAR,
  REGISTRAR_INGRESO,
} from './messages';

export interface FacturaConSaldo {
  id: number;
  folio: string;
  saldo: number;
}

interface Linea {
  fecha?: string;
  monto?: number;
  formaPago?: string;
  referencia?: string;
}

const FORMAS = FORMAS_PAGO.map((id, i) => ({ id, name: FORMAS_PAGO_LABELS[i] }));

/** Field errors keyed as the inputs' sources (`ingresos.0.monto`), which react-admin nests. */
function validar(facturas: FacturaConSaldo[]) {
  return ({ ingresos = [] }: { ingresos?: Linea[] }) => {
    const errors: Record<string, string> = {};
    ingresos.forEach((linea, i) => {
      const monto = parseCents(linea.monto);
      if (!linea.fecha) errors[`ingresos.${i}.fecha`] = REQUIRED_MESSAGE;
      if (monto === null || monto <= 0n) errors[`ingresos.${i}.monto`] = MONTO_INVALIDO;
      else if (monto > parseCents(facturas[i].saldo)!) errors[`ingresos.${i}.monto`] = MONTO_EXCEDE_SALDO;
    });
    return Object.keys(errors).length > 0 ? { ingresos: nest(errors) } : {};
  };
}

const nest = (flat: Record<string, string>) => {
  const out: Record<string, Record<string, string>> = {};
  for (const [key, message] of Object.entries(flat)) {
    const [, i, field] = key.split('.');
    out[i] = { ...out[i], [field]: message };
  }
  return out;
};

export function RegistrarIngresoDialog({
  facturas,
  open,
  onClose,
  onDone,
}: {
  facturas: FacturaConSaldo[];
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const notify = useNotify();
  const { mutate, isPending } = useWorkflowMutation('registrarIngresos', {
    onSuccess: (stored) => {
      notify(INGRESO_REGISTRADO(sumCents(stored.map((ingreso) => ingreso.monto))), {
        type: 'success',
        autoHideDuration: SUCCESS_NOTICE_MS,
      });
      onDone();
    },
    onError: (error) => notify(`${ERROR_AL_REGISTRAR}: ${(error as Error).message}`, { type: 'error' }),
  });
  const hoy = businessToday();
  const defaultValues = {
    ingresos: facturas.map((factura) => ({ fecha: hoy, monto: factura.saldo, formaPago: 'Transferencia' })),
  };
  const submit = (values: Record<string, unknown>) => {
    const lineas = (values.ingresos as Linea[]).map((linea, i) => ({
      factura: { id: facturas[i].id },
      fecha: linea.fecha!,
      monto: linea.monto!,
      ...(linea.formaPago ? { formaPago: linea.formaPago } : {}),
      ...(linea.referencia?.trim() ? { referencia: linea.referencia.trim() } : {}),
    }));
    mutate(lineas as IngresoRegistrarBody);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="registrar-ingreso-titulo">
      <Form
        defaultValues={defaultValues}
        validate={validar(facturas) as never}
        onSubmit={submit}
        noValidate
        warnWhenUnsavedChanges
      >
        <DialogTitle id="registrar-ingreso-titulo">{REGISTRAR_INGRESO}</DialogTitle>
        <DialogContent>
          {facturas.map((factura, i) => (
            <Stack key={factura.id} component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
              <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
                {FACTURA_SALDO(factura.folio, pesos(factura.saldo))}
              </Typography>
              {/* Each input takes its share of the row: a date squeezed to its icon is unreadable. */}
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ '& > *': { flex: '1 1 0', minWidth: 0 } }}
              >
                <DateInput source={`ingresos.${i}.fecha`} label="Fecha" isRequired />
                <MoneyInput source={`ingresos.${i}.monto`} label="Monto" isRequired />
                <SelectInput
                  source={`ingresos.${i}.formaPago`}
                  label="Forma de Pago"
                  choices={FORMAS}
                  emptyText=""
                  helperText={false}
                />
                <TextInput source={`ingresos.${i}.referencia`} label="Referencia" helperText={false} />
              </Stack>
            </Stack>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{CANCELAR}</Button>
          <GuardarButton label={REGISTRAR} alwaysEnable pending={isPending} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
