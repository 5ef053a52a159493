/**
 * The inputs a field row adds for its kind: the longest text, the range of a number, the options,
 * what a reference points at, what a file accepts. What each means in the schema is `propiedadDe`'s.
 */
import { CheckboxGroupInput, NumberInput, SelectInput, TextInput, useSourceContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ARCHIVO_MB_MAXIMO, FOTO_TIPOS, REFERENCIAS, type CampoTipo } from '../../../schemas/catalog-fields';
import { useWorkflowQuery } from '../../dataProvider';

const PDF = 'application/pdf';
const ARCHIVOS = [
  { id: 'fotos', name: 'Fotos (PNG, JPEG)' },
  { id: 'pdf', name: 'PDF' },
];
const deTipos = (tipos?: string[]) =>
  tipos && [...(tipos.some((t) => FOTO_TIPOS.includes(t)) ? ['fotos'] : []), ...(tipos.includes(PDF) ? ['pdf'] : [])];
const aTipos = (elegidos: string[]) => [
  ...(elegidos.includes('fotos') ? FOTO_TIPOS : []),
  ...(elegidos.includes('pdf') ? [PDF] : []),
];

/** Options as comma text; kept untrimmed while typing, trimmed when the schema is built. */
const deOpciones = (opciones?: string[]) => opciones?.join(',') ?? '';
const aOpciones = (texto: string) => (texto ? texto.split(',') : []);

/** The entities and the other catalogs a reference may point at. */
function useReferencias(): { id: string; name: string }[] {
  const { data = [] } = useWorkflowQuery('catalogosDiseno', undefined);
  return [
    ...Object.entries(REFERENCIAS).map(([id, { etiqueta }]) => ({ id, name: etiqueta })),
    ...data.map((c) => ({ id: `catalogos/${c.nombre}`, name: `Catalogo: ${c.esquema.title ?? c.nombre}` })),
  ];
}

function ReferenciaInput() {
  return <SelectInput source="referencia" label="Referencia a" choices={useReferencias()} helperText={false} />;
}

export function CampoPorTipo() {
  const tipo = useWatch({ name: useSourceContext().getSource('tipo') }) as CampoTipo | undefined;
  switch (tipo) {
    case 'texto':
    case 'textoLargo':
      return <NumberInput source="longitudMaxima" label="Longitud maxima" min={1} helperText={false} />;
    case 'entero':
    case 'numero':
    case 'importe':
      return (
        <>
          <NumberInput source="minimo" label="Minimo" helperText={false} />
          <NumberInput source="maximo" label="Maximo" helperText={false} />
        </>
      );
    case 'opciones':
      return (
        <TextInput
          source="opciones"
          label="Opciones (separadas por coma)"
          format={deOpciones}
          parse={aOpciones}
          helperText={false}
        />
      );
    case 'referencia':
      return <ReferenciaInput />;
    case 'archivo':
      return (
        <>
          <CheckboxGroupInput source="tipos" label="Acepta" choices={ARCHIVOS} format={deTipos} parse={aTipos} />
          <NumberInput source="maxMB" label="Tamano maximo (MB)" min={1} max={ARCHIVO_MB_MAXIMO} helperText={false} />
        </>
      );
    default:
      return null;
  }
}
