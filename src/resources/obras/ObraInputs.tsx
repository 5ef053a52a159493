/**
 * The obra form (docs/product.md §5 Obra): the general data, the client chosen by searching its name, then
 * the budget: each amount with its percent helper, and the utilidad they leave.
 */
import { Box, Divider, Typography } from '@mui/material';
import { schemas } from '../../../schemas';
import {
  FormGrid,
  GridCell,
  MoneyInput,
  SchemaField,
  SearchReferenceInput,
  useVisibleFields,
  type FieldSpec,
} from '../../engine';
import { CLIENTE_PROMPT, CLIENTE_SEARCH, PRESUPUESTO } from './messages';
import { PercentInput } from './PercentInput';
import { UtilidadField } from './UtilidadField';

const GENERAL = ['nombre', 'metodoPago', 'inicio', 'fin', 'costoTotal', 'anticipo', 'fechaAnticipo', 'terminado'];
const BUDGET = ['insumos', 'manoObra', 'indirectos'];

function BudgetInput({ field }: { field: FieldSpec }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', columnGap: 1 }}>
      <MoneyInput source={field.name} label={field.label} isRequired={field.required} />
      <PercentInput amount={field.name} label={field.label} />
    </Box>
  );
}

export function ObraInputs() {
  const fields = new Map(useVisibleFields(schemas.obra).map((field) => [field.name, field]));
  const field = (name: string) => {
    const spec = fields.get(name);
    if (!spec) throw new Error(`El esquema de obra no tiene el campo ${name}`);
    return spec;
  };
  const cliente = field('cliente');
  const sucursal = fields.get('sucursal');
  return (
    <FormGrid>
      <SchemaField field={field('nombre')} />
      <GridCell>
        <SearchReferenceInput
          source="cliente"
          label={cliente.label}
          isRequired={cliente.required}
          prompt={CLIENTE_PROMPT}
          {...CLIENTE_SEARCH}
        />
      </GridCell>
      {GENERAL.slice(1).map((name) => (
        <SchemaField key={name} field={field(name)} />
      ))}
      {sucursal && <SchemaField field={sucursal} />}
      <GridCell wide>
        <Divider sx={{ my: 1 }} />
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
          {PRESUPUESTO}
        </Typography>
      </GridCell>
      {BUDGET.map((name) => (
        <GridCell key={name}>
          <BudgetInput field={field(name)} />
        </GridCell>
      ))}
      <GridCell>
        <UtilidadField label={schemas.obra.properties.utilidad.title ?? 'Utilidad'} />
      </GridCell>
    </FormGrid>
  );
}
