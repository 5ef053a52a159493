/**
 * The `lineasEstimacion` widget: the conceptos an estimación bills, added from the presupuesto's
 * search (./ConceptoObraPicker.tsx) or from the captured avance (./CopiarAvance.tsx), one row each (a card on a phone) with the columns of the
 * schema's line: clave, descripción, unidad, contratado, estimado anterior, esta estimación (the
 * only input), acumulado, por estimar, P.U. and importe. The quantities beside it are the server's
 * as saved (anterior and contratado); acumulado, por estimar and importe follow what is typed by
 * the shared rules, and a line whose acumulado passes its contratado shows its por estimar in red.
 */
import { useContext, type ReactNode } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Card,
  CardContent,
  CardHeader,
  FormHelperText,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { InputHelperText } from 'react-admin';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { formatCents, parseScaled } from '../../../schemas/money';
import { CANTIDAD_DECIMALES, cantidadTexto } from '../../../schemas/presupuesto';
import type { LineaDelAvance } from '../../dataProvider/methods/estimacion';
import type { ConceptoDeObra } from '../../dataProvider/methods/presupuesto';
import {
  CardFact,
  cellLabel,
  LineCell,
  lineColumns,
  orderedProperties,
  QUITAR,
  registerWidget,
  removeLabel,
  usePhone,
  useTableError,
  widgetOf,
  type WidgetProps,
} from '../../engine';
import { useActiveObra } from '../../obra';
import { DocumentReadOnly } from '../../shared/documents';
import { cantidadCorta } from '../../shared/formato';
import { EncabezadoOculto } from '../../shared/tablas/EncabezadoOculto';
import { importeDeLinea } from './caratulaEnEdicion';
import { ConceptoObraPicker } from './ConceptoObraPicker';
import { CopiarAvance } from './CopiarAvance';
import { ESTIMACION } from './messages';

export const LINEAS_ESTIMACION = 'lineasEstimacion';

type Linea = Record<string, unknown>;
type Valor = { texto: string; excede?: boolean };

const escalada = (value: unknown) =>
  value === undefined || value === null || value === '' ? null : parseScaled(value, CANTIDAD_DECIMALES);
const cantidad = (diezmilesimas: bigint | null): Valor => ({
  texto: diezmilesimas === null ? ESTIMACION.sinDato : cantidadCorta(Number(cantidadTexto(diezmilesimas))),
});

/** What each shown column of a line holds now: the server's values, and what follows from the quantity typed. */
function valoresDe(linea: Linea): Record<string, Valor> {
  const esta = escalada(linea.cantidad);
  const anterior = escalada(linea.anterior);
  const contratado = escalada(linea.contratado);
  const acumulado = anterior === null || esta === null ? null : anterior + esta;
  const porEstimar = contratado === null || acumulado === null ? null : contratado - acumulado;
  const importe = importeDeLinea(linea);
  const precio = escalada(linea.precioUnitario);
  return {
    contratado: cantidad(contratado),
    anterior: cantidad(anterior),
    acumulado: cantidad(acumulado),
    porEstimar: { ...cantidad(porEstimar), excede: porEstimar !== null && porEstimar < 0n },
    precioUnitario: { texto: precio === null ? ESTIMACION.sinDato : formatCents(precio / 100n) },
    importe: { texto: importe === null ? ESTIMACION.sinDato : formatCents(importe) },
  };
}

/** The line's columns, by the item schema's `x-ui.order`: the input's, and the values shown. */
function columnasDe(field: WidgetProps['field']) {
  const input = lineColumns(field);
  const shown = orderedProperties(field.prop.items?.properties ?? {}).filter(
    ([name, prop]) => name !== 'id' && widgetOf(prop) !== 'hidden',
  );
  return shown.map(([name, prop]) => ({
    name,
    label: prop.title ?? name,
    input: input.find((column) => column.name === name),
    numeric: prop.type === 'number',
  }));
}

type Columna = ReturnType<typeof columnasDe>[number];

interface CeldaProps {
  field: string;
  columna: Columna;
  index: number;
  linea: Linea;
  /** In a card, where no column heading sits above the input. */
  conTitulo?: boolean;
}

function Celda({ field, columna, index, linea, conTitulo = false }: CeldaProps) {
  if (columna.input) {
    return (
      <LineCell
        column={columna.input}
        source={`${field}.${index}.${columna.name}`}
        label={cellLabel(columna.label, index)}
        caption={conTitulo ? `${columna.label}${columna.input.required ? ' *' : ''}` : undefined}
        computed={undefined}
      />
    );
  }
  const valor = valoresDe(linea)[columna.name];
  // A clave is one word: it never breaks at its hyphen.
  if (!valor)
    return (
      <Box component="span" sx={{ whiteSpace: columna.name === 'clave' ? 'nowrap' : undefined }}>
        {String(linea[columna.name] ?? '')}
      </Box>
    );
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap', color: valor.excede ? 'error.main' : undefined }}>
      {valor.texto}
    </Box>
  );
}

function Quitar({ index, onRemove }: { index: number; onRemove?: () => void }) {
  if (!onRemove) return null;
  return (
    <IconButton aria-label={removeLabel(index)} onClick={onRemove} size="small">
      <DeleteIcon fontSize="small" />
    </IconButton>
  );
}

function Tarjeta({
  children,
  titulo,
  id,
  accion,
}: {
  children: ReactNode;
  titulo: string;
  id: string;
  accion: ReactNode;
}) {
  return (
    <Card component="li" variant="outlined" aria-labelledby={id}>
      <CardHeader
        title={titulo}
        slotProps={{ title: { id, variant: 'subtitle1', component: 'h4' } }}
        action={accion}
        sx={{ pb: 0, alignItems: 'flex-start' }}
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, '&:last-child': { pb: 2 } }}>
        {children}
      </CardContent>
    </Card>
  );
}

function LineasEstimacion({ field }: WidgetProps) {
  const readOnly = useContext(DocumentReadOnly);
  const { obra } = useActiveObra();
  const columnas = columnasDe(field);
  const { fields: rows, append, remove } = useFieldArray({ name: field.name });
  const watched: unknown = useWatch({ name: field.name });
  const lineas = (Array.isArray(watched) ? watched : []) as Linea[];
  const phone = usePhone();
  const error = useTableError(field.name);
  const titleId = `${field.name}-titulo`;
  const tomados = new Set(lineas.map((linea) => Number(linea.conceptoObraId)));
  const agregar = (c: ConceptoDeObra) =>
    append({
      conceptoObraId: c.id,
      clave: c.clave,
      descripcion: c.descripcion,
      unidad: c.unidad,
      precioUnitario: c.precioUnitario,
      contratado: c.vigente?.cantidad ?? c.cantidad,
    });
  const { setValue } = useFormContext();
  // A concepto already billed takes the avance's quantity; the others come in as new lines.
  const copiarAvance = (avance: LineaDelAvance[]) => {
    const nuevas = avance.filter((linea) => {
      const index = lineas.findIndex((l) => Number(l.conceptoObraId) === linea.conceptoObraId);
      if (index >= 0) setValue(`${field.name}.${index}.cantidad`, linea.cantidad, { shouldDirty: true });
      return index < 0;
    });
    if (nuevas.length > 0)
      append(
        nuevas.map(({ ejecutado: _, ...linea }) => linea),
        { shouldFocus: false },
      );
  };
  const quitar = (index: number) => (readOnly ? undefined : () => remove(index));
  const [titulo, ...resto] = columnas;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h2" id={titleId}>
        {field.label}
        {field.required && ' *'}
      </Typography>
      {phone ? (
        <Stack component="ul" aria-labelledby={titleId} spacing={1} sx={{ listStyle: 'none', p: 0, my: 1 }}>
          {rows.map((row, index) => (
            <Tarjeta
              key={row.id}
              id={`${field.name}-${index}-titulo`}
              titulo={`${String(lineas[index]?.[titulo.name] ?? '')}`}
              accion={<Quitar index={index} onRemove={quitar(index)} />}
            >
              {resto.map((columna) =>
                columna.input ? (
                  <Box key={columna.name}>
                    <Celda field={field.name} columna={columna} index={index} linea={lineas[index] ?? {}} conTitulo />
                  </Box>
                ) : (
                  <CardFact key={columna.name} label={columna.label}>
                    <Celda field={field.name} columna={columna} index={index} linea={lineas[index] ?? {}} />
                  </CardFact>
                ),
              )}
            </Tarjeta>
          ))}
        </Stack>
      ) : (
        // Ten columns fit a laptop beside the menu; narrower, the box scrolls, focusable for a keyboard.
        <TableContainer tabIndex={0} role="region" aria-labelledby={titleId}>
          <Table size="small" aria-labelledby={titleId} sx={{ minWidth: 960 }}>
            <TableHead>
              <TableRow>
                {columnas.map((columna) => (
                  <TableCell key={columna.name} align={columna.numeric ? 'right' : 'left'}>
                    {columna.label}
                    {columna.input?.required && ' *'}
                  </TableCell>
                ))}
                <EncabezadoOculto sx={{ width: 48 }}>{QUITAR}</EncabezadoOculto>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={row.id}>
                  {columnas.map((columna) => (
                    <TableCell
                      key={columna.name}
                      align={columna.numeric && !columna.input ? 'right' : 'left'}
                      sx={{ verticalAlign: 'top', minWidth: columna.input ? 120 : undefined }}
                    >
                      <Celda field={field.name} columna={columna} index={index} linea={lineas[index] ?? {}} />
                    </TableCell>
                  ))}
                  <TableCell>
                    <Quitar index={index} onRemove={quitar(index)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {error && (
        <FormHelperText error>
          <InputHelperText error={error} />
        </FormHelperText>
      )}
      {!readOnly && obra?.id && (
        <>
          <ConceptoObraPicker idObra={obra.id} tomados={tomados} onAdd={agregar} />
          <Box sx={{ mt: 1 }}>
            <CopiarAvance idObra={obra.id} alCopiar={copiarAvance} />
          </Box>
        </>
      )}
    </Box>
  );
}

registerWidget(LINEAS_ESTIMACION, LineasEstimacion, { wide: true });
