/**
 * The obra summary's cost by partida (docs/product.md §2): per partida of the presupuesto, indented
 * by level, its importe vigente beside its cost ejercido and comprometido, its margen and margen %
 * (red when cost plus committed passes the importe) and its avance físico; what names no partida
 * last, as 'Sin partida'. On a phone the table scrolls sideways with the partida column fixed.
 */
import {
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ResumenObra } from '../../dataProvider';
import { pesos, porcentajeTexto } from '../../shared/formato';
import { COSTO_PARTIDA } from './messages';

type Costos = ResumenObra['costoPorPartida'];
type Costo = Costos['sinPartida'];

const CIFRAS = ['importe', 'ejercido', 'comprometido', 'margen'] as const;

function Fila({ nombre, nivel, costo }: { nombre: string; nivel: number; costo: Costo }) {
  const rojo = costo.excedida ? 'error.main' : undefined;
  return (
    <TableRow data-excedida={costo.excedida || undefined} title={costo.excedida ? COSTO_PARTIDA.excedida : undefined}>
      <TableCell
        component="th"
        scope="row"
        sx={{
          pl: 2 + (nivel - 1) * 2,
          fontWeight: nivel === 1 ? 600 : undefined,
          position: 'sticky',
          left: 0,
          bgcolor: 'background.paper',
        }}
      >
        {nombre}
      </TableCell>
      {CIFRAS.map((campo) => (
        <TableCell
          key={campo}
          align="right"
          sx={{ whiteSpace: 'nowrap', color: campo === 'margen' ? rojo : undefined }}
        >
          {pesos(costo[campo])}
        </TableCell>
      ))}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: rojo }}>
        {costo.margenPorcentaje === null ? '—' : porcentajeTexto(costo.margenPorcentaje)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {costo.avanceFisico === null ? '—' : porcentajeTexto(costo.avanceFisico)}
      </TableCell>
    </TableRow>
  );
}

const tieneAlgo = (c: Costo) => c.importe !== 0 || c.ejercido !== 0 || c.comprometido !== 0;

export function CostoPorPartida({ costos }: { costos: Costos }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {COSTO_PARTIDA.titulo}
        </Typography>
        {costos.partidas.length === 0 && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {COSTO_PARTIDA.vacio}
          </Typography>
        )}
        <TableContainer>
          <Table size="small" aria-label={COSTO_PARTIDA.titulo}>
            <TableHead>
              <TableRow>
                {[COSTO_PARTIDA.partida, ...CIFRAS.map((c) => COSTO_PARTIDA[c])].map((titulo, i) => (
                  <TableCell key={titulo} align={i === 0 ? 'left' : 'right'}>
                    {titulo}
                  </TableCell>
                ))}
                <TableCell align="right">{COSTO_PARTIDA.margenPorcentaje}</TableCell>
                <TableCell align="right">{COSTO_PARTIDA.avanceFisico}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {costos.partidas.map(({ id, clave, descripcion, nivel, ...costo }) => (
                <Fila key={id} nombre={`${clave} ${descripcion}`} nivel={nivel} costo={costo} />
              ))}
              {(tieneAlgo(costos.sinPartida) || costos.partidas.length === 0) && (
                <Fila nombre={COSTO_PARTIDA.sinPartida} nivel={1} costo={costos.sinPartida} />
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
