/**
 * The rows of the presupuesto's tree: a partida (its toggle, clave, descripción and subtotal) and a
 * concepto (clave, descripción, unidad, cantidad, P.U., importe contratado, ajustes, vigente and its
 * 'Ajuste'; on a phone only clave, descripción and importe vigente). A partida's conceptos are read a page at a time when it opens, and each page asks
 * for the next only when 'Cargar mas' is pressed, so a 5,000-concepto presupuesto never loads whole.
 */
import { useState, type ReactNode } from 'react';
import { Box, Button, IconButton, Link as MuiLink, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link } from 'react-router-dom';
import { useWorkflowQuery } from '../../dataProvider';
import type { ConceptoDeObra, PartidaPresupuesto } from '../../dataProvider/methods/presupuesto';
import { usePhone } from '../../engine';
import { paths } from '../../paths';
import { cantidadCorta, pesos } from '../../shared/formato';
import { fromCents, toCents } from '../../../schemas/money';
import { AjusteDialog } from '../ajustes-presupuesto/AjusteDialog';
import { AJUSTE } from '../ajustes-presupuesto/messages';
import { PRESUPUESTO } from './messages';

export const PAGINA_CONCEPTOS = 50;
const RUTA = '/presupuesto';

/**
 * Desktop: clave, descripción, unidad, cantidad, P.U., importe contratado, ajustes, vigente and the
 * row's action; phone: clave, descripción, importe vigente.
 */
// Sized so the nine fit beside the menu at 1366 px: the vigente is never scrolled off.
const COLUMNAS_ESCRITORIO = 'minmax(5.5rem, max-content) minmax(10rem, 1fr) 4rem 6rem 7rem 8.5rem 7rem 8.5rem 5.5rem';
const COLUMNAS_TELEFONO = 'minmax(4.5rem, max-content) 1fr max-content';

export function Fila({ nivel, fuerte, children }: { nivel: number; fuerte?: boolean; children: ReactNode }) {
  const phone = usePhone();
  return (
    <Box
      role="row"
      sx={{
        display: 'grid',
        gridTemplateColumns: phone ? COLUMNAS_TELEFONO : COLUMNAS_ESCRITORIO,
        columnGap: phone ? 1 : 1.5,
        alignItems: 'start',
        py: 0.75,
        pl: phone ? nivel * 1 : nivel * 2.5,
        pr: 1,
        borderBottom: 1,
        borderColor: 'divider',
        fontWeight: fuerte ? 600 : undefined,
        '& > *': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}

/** A row of one cell across the table: a page loading, its refusal, no matches, 'Cargar mas'. */
function FilaUnica({ nivel, children }: { nivel: number; children: ReactNode }) {
  return (
    <Box role="row" sx={{ pl: nivel * 2.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box role="cell">{children}</Box>
    </Box>
  );
}

const numero = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export function Importe({ children }: { children: number | undefined }) {
  return (
    <Typography role="cell" variant="body2" sx={{ ...numero, fontWeight: 'inherit' }}>
      {pesos(children)}
    </Typography>
  );
}

export function ConceptoFila({
  concepto,
  nivel,
  editable,
  idObra,
}: {
  concepto: ConceptoDeObra;
  nivel: number;
  editable: boolean;
  idObra: number;
}) {
  const phone = usePhone();
  const [ajuste, setAjuste] = useState(false);
  const clave = editable ? (
    <MuiLink component={Link} to={paths.row(RUTA, concepto.id!)}>
      {concepto.clave}
    </MuiLink>
  ) : (
    concepto.clave
  );
  return (
    <Fila nivel={nivel}>
      <Typography role="cell" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {clave}
      </Typography>
      <Typography
        role="cell"
        variant="body2"
        title={concepto.descripcion}
        sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {concepto.descripcion}
      </Typography>
      {!phone && (
        <>
          <Typography role="cell" variant="body2">
            {concepto.unidad}
          </Typography>
          <Typography role="cell" variant="body2" sx={numero}>
            {concepto.cantidad === undefined ? undefined : cantidadCorta(concepto.cantidad)}
          </Typography>
          <Importe>{concepto.precioUnitario}</Importe>
          <Importe>{concepto.importe}</Importe>
          <Importe>{concepto.ajustes?.importe}</Importe>
        </>
      )}
      <Importe>{concepto.vigente?.importe ?? concepto.importe}</Importe>
      {!phone && (
        <Box role="cell">
          {editable && (
            <Button size="small" onClick={() => setAjuste(true)} aria-label={`${AJUSTE.volumen} ${concepto.clave}`}>
              {AJUSTE.volumen}
            </Button>
          )}
        </Box>
      )}
      {ajuste && <AjusteDialog idObra={idObra} concepto={concepto} onClose={() => setAjuste(false)} />}
    </Fila>
  );
}

interface PaginaProps {
  idObra: number;
  nivel: number;
  editable: boolean;
  partida?: number;
  sinPartida?: boolean;
  toSearch?: string;
  despues?: number;
}

/** One page of conceptos, and the next one once asked for. */
export function PaginaDeConceptos(props: PaginaProps) {
  const { idObra, nivel, editable, partida, sinPartida, toSearch, despues } = props;
  const [mas, setMas] = useState(false);
  const { data, isPending, error } = useWorkflowQuery('conceptosPresupuesto', {
    idObra,
    partida,
    sinPartida: sinPartida ? 'true' : undefined,
    toSearch: toSearch || undefined,
    despues,
    size: PAGINA_CONCEPTOS,
  });
  if (isPending) {
    return (
      <FilaUnica nivel={nivel}>
        <Typography variant="body2">{PRESUPUESTO.cargando}</Typography>
      </FilaUnica>
    );
  }
  if (error) {
    return (
      <FilaUnica nivel={nivel}>
        <Typography color="error">{error instanceof Error ? error.message : String(error)}</Typography>
      </FilaUnica>
    );
  }
  if (despues === undefined && data.content.length === 0 && toSearch) {
    return (
      <FilaUnica nivel={nivel}>
        <Typography sx={{ p: 1 }}>{PRESUPUESTO.sinResultados}</Typography>
      </FilaUnica>
    );
  }
  return (
    <>
      {data.content.map((concepto) => (
        <ConceptoFila key={concepto.id} concepto={concepto} nivel={nivel} editable={editable} idObra={idObra} />
      ))}
      {data.siguiente !== null &&
        (mas ? (
          <PaginaDeConceptos {...props} despues={data.siguiente} />
        ) : (
          <FilaUnica nivel={nivel}>
            <Button size="small" onClick={() => setMas(true)}>
              {PRESUPUESTO.cargarMas}
            </Button>
          </FilaUnica>
        ))}
    </>
  );
}

export interface PartidaNodo extends PartidaPresupuesto {
  hijas: PartidaNodo[];
}

/** The partidas as a tree, in the presupuesto's order. */
export function arbolDePartidas(partidas: readonly PartidaPresupuesto[]): PartidaNodo[] {
  const nodos = new Map(partidas.map((p) => [p.id, { ...p, hijas: [] as PartidaNodo[] }]));
  const raices: PartidaNodo[] = [];
  for (const nodo of nodos.values()) {
    const padre = nodo.padreId === null ? undefined : nodos.get(nodo.padreId);
    (padre ? padre.hijas : raices).push(nodo);
  }
  return raices;
}

/** A partida: collapsed, its row with the subtotal; open, its subpartidas and then its own conceptos. */
export function PartidaRama({
  partida,
  idObra,
  editable,
}: {
  partida: PartidaNodo;
  idObra: number;
  editable: boolean;
}) {
  const [abierta, setAbierta] = useState(false);
  const nivel = partida.nivel - 1;
  return (
    <>
      <Fila nivel={nivel} fuerte>
        <Box role="cell" sx={{ display: 'flex', alignItems: 'center', ml: -1 }}>
          <IconButton
            size="small"
            aria-expanded={abierta}
            aria-label={abierta ? PRESUPUESTO.contraer(partida.clave) : PRESUPUESTO.expandir(partida.clave)}
            onClick={() => setAbierta(!abierta)}
          >
            {abierta ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
          <Typography variant="body2" sx={{ fontWeight: 'inherit', overflowWrap: 'anywhere' }}>
            {partida.clave}
          </Typography>
        </Box>
        <Typography role="cell" variant="body2" sx={{ fontWeight: 'inherit' }}>
          {partida.descripcion}
        </Typography>
        <PartidaRelleno partida={partida} />
        <Importe>{partida.subtotal}</Importe>
        <AccionVacia />
      </Fila>
      {abierta && (
        <>
          {partida.hijas.map((hija) => (
            <PartidaRama key={hija.id} partida={hija} idObra={idObra} editable={editable} />
          ))}
          {partida.conceptos > 0 && (
            <PaginaDeConceptos idObra={idObra} nivel={nivel + 1} editable={editable} partida={partida.id} />
          )}
        </>
      )}
    </>
  );
}

/** The empty unidad, cantidad and P.U. cells of a partida's row on a wide screen, then its contratado and ajustes. */
function PartidaRelleno({ partida }: { partida: PartidaNodo }) {
  const phone = usePhone();
  if (phone) return null;
  return (
    <>
      <Box role="cell" sx={{ gridColumn: 'span 3' }} />
      <Importe>{partida.contratado}</Importe>
      <Importe>{fromCents(toCents(partida.subtotal) - toCents(partida.contratado))}</Importe>
    </>
  );
}

/** The action column's empty cell of a row without one, on a wide screen. */
export function AccionVacia() {
  const phone = usePhone();
  return phone ? null : <Box role="cell" />;
}
