/**
 * The designer's page: the form beside 'Vista previa' and 'JSON' (on a phone, all three as tabs;
 * panels stay mounted so switching keeps what was typed). The page keeps the JSON Schema the form
 * describes over `base`, the schema the form was last read from (the stored one, or JSON the admin
 * wrote), whose keys the form does not know are kept.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Box, Card, Stack, Tab, Tabs, useMediaQuery, type Theme } from '@mui/material';
import { Title } from 'react-admin';
import { DisenoForm } from './DisenoForm';
import { disenoDe, esquemaDe, type Disenado, type EsquemaAdmin } from './esquema';
import { JsonPanel } from './JsonPanel';
import { Predeterminados } from './Predeterminados';
import { SinRomper } from './SinRomper';
import { useGuardarCatalogo } from './useGuardarCatalogo';
import { useRevision } from './useRevision';
import { VistaPrevia } from './VistaPrevia';

export interface DisenadorProps {
  titulo: string;
  nombre: string;
  inicial: EsquemaAdmin;
  /** The version read; absent for a new catalog. */
  version?: number;
}

function Panel({ visible, children }: { visible: boolean; children: ReactNode }) {
  return (
    <Box role="tabpanel" hidden={!visible} sx={{ pt: 2 }}>
      {children}
    </Box>
  );
}

export function Disenador({ titulo, nombre: nombreInicial, inicial, version }: DisenadorProps) {
  const nuevo = version === undefined;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [elegida, setTab] = useState(phone ? 'diseno' : 'previa');
  // Beside the form, 'Diseno' is no tab: back on a wide screen the preview shows.
  const tab = !phone && elegida === 'diseno' ? 'previa' : elegida;
  const [base, setBase] = useState({ key: 0, esquema: inicial });
  const [esquema, setEsquema] = useState(inicial);
  const [nombre, setNombre] = useState(nombreInicial);
  const valores = useMemo(() => disenoDe(base.esquema, nombre), [base]); // eslint-disable-line react-hooks/exhaustive-deps
  const revision = useRevision(nombre, esquema);
  const { guardar, conflicto, guardando } = useGuardarCatalogo({ nuevo, version });
  const onCambio = useCallback(
    (diseno: Disenado) => {
      setEsquema(esquemaDe(diseno, base.esquema));
      setNombre(diseno.nombre ?? '');
    },
    [base],
  );
  const onJson = (leido: EsquemaAdmin) => {
    setBase((b) => ({ key: b.key + 1, esquema: leido }));
    setEsquema(leido);
  };
  const diseno = (
    <Card>
      <DisenoForm
        key={base.key}
        valores={valores}
        nuevo={nuevo}
        guardando={guardando}
        onCambio={onCambio}
        onGuardar={(d) => {
          const guardado = esquemaDe(d, base.esquema);
          setEsquema(guardado);
          void guardar(d.nombre, guardado);
        }}
      />
      {/* Answers the schema that was saved; an edit since then asks again on the next save. */}
      {conflicto && JSON.stringify(conflicto.esquema) === JSON.stringify(esquema) && (
        <Box sx={{ p: 2 }}>
          <Predeterminados
            {...conflicto}
            guardando={guardando}
            onGuardar={(predeterminados) => void guardar(nombre, conflicto.esquema, predeterminados)}
          />
        </Box>
      )}
    </Card>
  );
  const tabs = (
    <Tabs value={tab} onChange={(_e, value: string) => setTab(value)} variant="scrollable">
      {phone && <Tab value="diseno" label="Diseno" />}
      <Tab value="previa" label="Vista previa" />
      <Tab value="json" label="JSON" />
    </Tabs>
  );
  const paneles = (
    <>
      <Panel visible={tab === 'previa'}>
        <SinRomper revision={revision.data}>
          <VistaPrevia servido={revision.data?.servido} error={revision.error} />
        </SinRomper>
      </Panel>
      <Panel visible={tab === 'json'}>
        <JsonPanel esquema={esquema} onAplicar={onJson} />
      </Panel>
    </>
  );
  // One tree for both sizes: the form stays mounted when the screen crosses the phone width (a
  // tablet turned), or it would start over from `valores` and lose what was typed.
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={titulo} />
      {phone && tabs}
      <Stack direction={phone ? 'column' : 'row'} spacing={phone ? 0 : 2} alignItems="flex-start">
        <Box
          role={phone ? 'tabpanel' : undefined}
          hidden={phone && tab !== 'diseno'}
          sx={phone ? { pt: 2, width: '100%' } : { flex: 3, minWidth: 0 }}
        >
          {diseno}
        </Box>
        <Box sx={phone ? { width: '100%' } : { flex: 2, minWidth: 0 }}>
          {!phone && tabs}
          {paneles}
        </Box>
      </Stack>
    </Box>
  );
}
