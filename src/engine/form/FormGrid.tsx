/**
 * The form's layout: one column on phones, two from `md` up, so an editor uses the screen instead
 * of stretching every input across it. Wide cells (text areas, sections) span both columns.
 */
import type { ReactNode } from 'react';
import { Box } from '@mui/material';

export function FormGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 2,
        width: '100%',
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

export function GridCell({ wide, children }: { wide?: boolean; children: ReactNode }) {
  return <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>{children}</Box>;
}
