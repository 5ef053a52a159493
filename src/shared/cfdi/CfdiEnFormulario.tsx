/**
 * 'Cargar CFDI' inside a new document's form (gasto, factura): the CFDI read by the server fills the
 * inputs it knows (react-hook-form's `setValue`, so what the user typed elsewhere stays), and the
 * screen keeps the XML to attach it once saved. A CFDI of another TipoDeComprobante than the
 * document's `adjuntar.cfdi` declares fills nothing.
 */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useNotify } from 'react-admin';
import type { EntitySchema } from '../../../schemas';
import { cfdiRuleOf, lifecycleOf } from '../../../schemas/lifecycle';
import type { CfdiCargado, LecturaCfdi } from './cfdi';
import { CargarCfdiButton } from './CargarCfdiButton';
import { CfdiAvisos } from './CfdiAvisos';
import { noEsDelTipo } from './messages';

export interface CfdiEnFormularioProps {
  /** The document's schema, whose `adjuntar.cfdi` says which TipoDeComprobante it takes. */
  schema: EntitySchema;
  /** The form values the CFDI gives, by source; undefined ones leave their input as it is. */
  valores: (lectura: LecturaCfdi) => Record<string, unknown>;
  /** A warning about what the CFDI names that the catalogs lack (its proveedor), or nothing. */
  faltante?: (lectura: LecturaCfdi) => ReactNode;
  cargado?: CfdiCargado;
  onCargado: (cargado: CfdiCargado) => void;
}

export function CfdiEnFormulario({ schema, valores, faltante, cargado, onCargado }: CfdiEnFormularioProps) {
  const { setValue } = useFormContext();
  const notify = useNotify();
  const tipo = cfdiRuleOf(lifecycleOf(schema))?.tipo;
  const llenar = (leido: CfdiCargado) => {
    if (tipo && leido.lectura.cfdi.tipoDeComprobante !== tipo) {
      notify(noEsDelTipo(tipo), { type: 'error' });
      return;
    }
    for (const [source, value] of Object.entries(valores(leido.lectura))) {
      if (value !== undefined) setValue(source, value, { shouldDirty: true, shouldValidate: true });
    }
    onCargado(leido);
  };
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ mb: 2 }}>
        <CargarCfdiButton onLeido={llenar} />
      </Box>
      {cargado && <CfdiAvisos cargado={cargado} faltante={faltante?.(cargado.lectura)} />}
    </Box>
  );
}
