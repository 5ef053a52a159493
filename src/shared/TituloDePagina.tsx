/**
 * A custom page's heading (h1), which also names the page in the top bar, as react-admin's own
 * lists and editors do (its `<Title>` fills the shell's title slot): without it a phone, where the
 * heading may be scrolled away, shows an empty bar.
 */
import type { ReactNode } from 'react';
import { Typography, type SxProps, type Theme } from '@mui/material';
import { Title } from 'react-admin';
import { useOwnHeading } from '../layout/pageHeading';

export function TituloDePagina({ id, sx, children }: { id?: string; sx?: SxProps<Theme>; children: string }) {
  useOwnHeading();
  return (
    <>
      <Title title={children} />
      <Typography id={id} variant="h5" component="h1" sx={sx}>
        {children as ReactNode}
      </Typography>
    </>
  );
}
