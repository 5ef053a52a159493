/**
 * /presupuesto: the active obra's presupuesto as a tree (docs/product.md §2 Presupuesto). Its totals
 * and the difference from the obra's costoTotal, explained, come first; then the partidas, collapsed,
 * each with its subtotal; a search by clave or words of the descripción lists the matching
 * conceptos instead. Importar and the concepto's editor only while the obra is not terminado.
 */
import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import TuneIcon from '@mui/icons-material/Tune';
import { Link } from 'react-router-dom';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import { Loading } from 'react-admin';
import { useWorkflowQuery } from '../../dataProvider';
import type { ResumenPresupuesto } from '../../dataProvider/methods/presupuesto';
import { FILTER_DEBOUNCE_MS, usePhone } from '../../engine';
import { RequireObra, useActiveObra } from '../../obra';
import { ReportButton } from '../../shared/documents';
import { pesos } from '../../shared/formato';
import { TituloDePagina } from '../../shared/TituloDePagina';
import { COLUMNAS, PRESUPUESTO, explicarDiferencia } from './messages';
import { AccionVacia, Fila, PaginaDeConceptos, PartidaRama, arbolDePartidas } from './Conceptos';
import { AjusteDialog } from '../ajustes-presupuesto/AjusteDialog';
import { AJUSTE } from '../ajustes-presupuesto/messages';
import { ImportarPresupuestoButton } from './ImportarPresupuesto';

function Cifra({ label, value, fuerte }: { label: string; value: number; fuerte?: boolean }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: fuerte ? 600 : undefined }}>
        {pesos(value)}
      </Typography>
    </Box>
  );
}

export function Totales({ resumen }: { resumen: ResumenPresupuesto }) {
  return (
    <Card>
      <CardContent>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
            gap: 2,
          }}
        >
          <Cifra label={PRESUPUESTO.total} value={resumen.total} fuerte />
          <Cifra label={PRESUPUESTO.costoTotal} value={resumen.obra.costoTotal} />
          <Cifra label={PRESUPUESTO.diferencia} value={resumen.diferencia} />
          <Cifra label={PRESUPUESTO.contratado} value={resumen.contratado} />
          <Cifra label={PRESUPUESTO.ajustes} value={resumen.ajustes} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {PRESUPUESTO.conceptos(resumen.conceptos)} en {PRESUPUESTO.partidas(resumen.partidas.length)}.{' '}
          {explicarDiferencia(resumen.diferencia)}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Encabezado() {
  const phone = usePhone();
  const { clave, descripcion, unidad, cantidad, precioUnitario, importe } = COLUMNAS;
  // On a phone the one amount is the importe vigente, under the presupuesto's plain title.
  const titulos = phone
    ? [clave, descripcion, importe]
    : [clave, descripcion, unidad, cantidad, precioUnitario, AJUSTE.contratado, AJUSTE.ajustes, AJUSTE.vigente];
  return (
    <Fila nivel={0} fuerte>
      {titulos.map((titulo, i) => (
        <Typography
          key={titulo}
          role="columnheader"
          variant="body2"
          sx={{ fontWeight: 600, textAlign: i >= titulos.length - (phone ? 1 : 5) ? 'right' : undefined }}
        >
          {titulo}
        </Typography>
      ))}
      <AccionVacia />
    </Fila>
  );
}

/** The tree (or the search's matches) of an obra's presupuesto, given its resumen. */
export function ArbolPresupuesto({ resumen, busqueda }: { resumen: ResumenPresupuesto; busqueda: string }) {
  const idObra = resumen.obra.id;
  const editable = !resumen.obra.terminado;
  const raices = useMemo(() => arbolDePartidas(resumen.partidas), [resumen.partidas]);
  const enPartidas = resumen.partidas.reduce((n, p) => n + p.conceptos, 0);
  const phone = usePhone();
  return (
    <Card role="table" aria-label={PRESUPUESTO.titulo} sx={{ overflowX: 'auto' }}>
      <Encabezado />
      {busqueda ? (
        <PaginaDeConceptos key={busqueda} idObra={idObra} nivel={0} editable={editable} toSearch={busqueda} />
      ) : (
        <>
          {raices.map((partida) => (
            <PartidaRama key={partida.id} partida={partida} idObra={idObra} editable={editable} />
          ))}
          {enPartidas < resumen.conceptos && (
            <>
              <Fila nivel={0} fuerte>
                <Typography
                  role="cell"
                  variant="body2"
                  sx={{ fontWeight: 600, gridColumn: phone ? '1 / -2' : '1 / -3' }}
                >
                  {PRESUPUESTO.sinPartida}
                </Typography>
                <Typography role="cell" variant="body2" sx={{ textAlign: 'right', fontWeight: 600 }}>
                  {pesos(resumen.sinPartida)}
                </Typography>
                <AccionVacia />
              </Fila>
              <PaginaDeConceptos idObra={idObra} nivel={1} editable={editable} sinPartida />
            </>
          )}
        </>
      )}
    </Card>
  );
}

/** 'Exportar a Excel' saves 'Presupuesto <obra>.xlsx'; 'Imprimir' opens the PDF. */
function ExportarPresupuesto({ resumen }: { resumen: ResumenPresupuesto }) {
  const idObra = resumen.obra.id;
  return (
    <>
      <ReportButton
        method="exportarPresupuesto"
        params={idObra}
        saveAs={`${PRESUPUESTO.titulo} ${resumen.obra.nombre}.xlsx`}
        size="small"
        startIcon={<FileDownloadIcon />}
      >
        {PRESUPUESTO.exportar}
      </ReportButton>
      <ReportButton method="imprimirPresupuesto" params={idObra} size="small" startIcon={<PrintIcon />}>
        {PRESUPUESTO.imprimir}
      </ReportButton>
    </>
  );
}

/** 'Concepto extraordinario': its capture, in one of the obra's partidas. */
function ExtraordinarioButton({ resumen }: { resumen: ResumenPresupuesto }) {
  const [abierto, setAbierto] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={() => setAbierto(true)}>
        {AJUSTE.extraordinario}
      </Button>
      {abierto && (
        <AjusteDialog idObra={resumen.obra.id} partidas={resumen.partidas} onClose={() => setAbierto(false)} />
      )}
    </>
  );
}

/** The search box's text, sent once typing pauses. */
function useBusqueda() {
  const [texto, setTexto] = useState('');
  const [busqueda, setBusqueda] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setBusqueda(texto.trim()), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [texto]);
  return { texto, setTexto, busqueda };
}

function Presupuesto({ idObra }: { idObra: number }) {
  const { data: resumen, isPending, error } = useWorkflowQuery('resumenPresupuesto', idObra);
  const { texto, setTexto, busqueda } = useBusqueda();
  if (isPending) return <Loading />;
  if (error || !resumen) {
    return <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>;
  }
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <TituloDePagina>{PRESUPUESTO.titulo}</TituloDePagina>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {resumen.conceptos > 0 && <ExportarPresupuesto resumen={resumen} />}
          <Button component={Link} to="/ajuste-presupuesto" size="small" startIcon={<TuneIcon />}>
            {AJUSTE.verLista}
          </Button>
          {resumen.obra.terminado ? (
            <Chip label={PRESUPUESTO.terminada} />
          ) : (
            <>
              {resumen.conceptos > 0 && <ExtraordinarioButton resumen={resumen} />}
              <ImportarPresupuestoButton idObra={idObra} />
            </>
          )}
        </Stack>
      </Stack>
      {resumen.conceptos === 0 ? (
        <Alert severity="info">{PRESUPUESTO.vacio}</Alert>
      ) : (
        <>
          <Totales resumen={resumen} />
          <TextField
            label={PRESUPUESTO.buscar}
            value={texto}
            onChange={(event) => setTexto(event.target.value)}
            size="small"
            type="search"
          />
          <ArbolPresupuesto resumen={resumen} busqueda={busqueda} />
        </>
      )}
    </Stack>
  );
}

export default function PresupuestoArbol() {
  const { obra } = useActiveObra();
  return <RequireObra>{obra && <Presupuesto idObra={obra.id} />}</RequireObra>;
}
