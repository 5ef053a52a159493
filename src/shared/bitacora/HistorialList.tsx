/** The entries of a record's history: who, when, what they did and each field before → after. */
import { Box, Button, Chip, CircularProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { EMPTY_LIST } from '../../engine/list/SchemaList';
import type { EntradaBitacora } from '../../dataProvider';
import { accionDe, cambiosDe, formatMomento } from './historial';
import { useHistorial } from './useHistorial';

function Entrada({ entrada }: { entrada: EntradaBitacora }) {
  return (
    <ListItem divider alignItems="flex-start" data-testid="entrada-historial">
      <Stack spacing={0.5} sx={{ width: '100%' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle2">{entrada.usuario?.nombre ?? 'Sistema'}</Typography>
          <Chip size="small" label={accionDe(entrada.accion)} />
        </Box>
        <Typography variant="caption" color="text.secondary">
          {formatMomento(entrada.momento)}
        </Typography>
        {entrada.detalle && <Typography variant="body2">{entrada.detalle}</Typography>}
        {cambiosDe(entrada).map(({ campo, antes, despues }) => (
          <Typography key={campo} variant="body2" sx={{ wordBreak: 'break-word' }}>
            <strong>{campo}:</strong> {antes} → {despues}
          </Typography>
        ))}
      </Stack>
    </ListItem>
  );
}

export function HistorialList({ tabla, registroId }: { tabla: string; registroId: string | number }) {
  const { entradas, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useHistorial(
    tabla,
    registroId,
    true,
  );
  if (isPending) return <CircularProgress sx={{ m: 2 }} size={24} />;
  if (error)
    return (
      <Typography color="error" sx={{ p: 2 }}>
        {error.message}
      </Typography>
    );
  if (entradas.length === 0)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {EMPTY_LIST}
      </Typography>
    );
  return (
    <>
      <List dense disablePadding>
        {entradas.map((entrada) => (
          <Entrada key={entrada.id} entrada={entrada} />
        ))}
      </List>
      {hasNextPage && (
        <Button sx={{ m: 1 }} onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          Ver anteriores
        </Button>
      )}
    </>
  );
}
