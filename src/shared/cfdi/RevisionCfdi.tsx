/**
 * 'Revision del CFDI': the server's checks of a CFDI against a document, one line each with a green
 * check or a red cross (named for screen readers), the differences nested under a failing one, and
 * what the CFDI will fill once attached. Presentation only.
 */
import { useId } from 'react';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { EntitySchema } from '../../../schemas';
import { llenaraTexto, type RevisionCfdi } from './cfdi';
import { LLENARA, NO_PASA, PASA, REVISION_DEL_CFDI } from './messages';

export interface RevisionCfdiListProps {
  /** The document's schema: the labels of the fields the CFDI fills. */
  schema: EntitySchema;
  revision: RevisionCfdi;
}

export function RevisionCfdiList({ schema, revision }: RevisionCfdiListProps) {
  const titleId = useId();
  const llenara = llenaraTexto(schema, revision.valores);
  return (
    <Box>
      <Typography id={titleId} variant="subtitle2" component="h2">
        {REVISION_DEL_CFDI}
      </Typography>
      <List dense disablePadding aria-labelledby={titleId}>
        {revision.revisiones.map((r, i) => (
          <ListItem key={`${r.regla}-${i}`} disableGutters alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 32, mt: 0.75 }}>
              {r.ok ? (
                <CheckCircleIcon fontSize="small" color="success" titleAccess={PASA} />
              ) : (
                <CancelIcon fontSize="small" color="error" titleAccess={NO_PASA} />
              )}
            </ListItemIcon>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <ListItemText primary={r.mensaje} sx={{ my: 0.5, overflowWrap: 'anywhere' }} />
              {r.detalles && r.detalles.length > 0 && (
                <List dense disablePadding aria-label={r.mensaje}>
                  {r.detalles.map((detalle) => (
                    <ListItem key={detalle} disableGutters sx={{ py: 0, pl: 1 }}>
                      <ListItemText
                        primary={detalle}
                        sx={{ my: 0.25, overflowWrap: 'anywhere' }}
                        slotProps={{ primary: { variant: 'body2', color: 'text.secondary' } }}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </Box>
          </ListItem>
        ))}
      </List>
      {llenara && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {`${LLENARA}: ${llenara}`}
        </Typography>
      )}
    </Box>
  );
}
