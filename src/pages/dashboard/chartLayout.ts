/** What the dashboard's two bar charts share: one row per obra, its name wrapped beside its bars. */
import { useMediaQuery, type Theme } from '@mui/material';

export const BAR_ROW_PX = 44;

export const percent = (value: unknown) => `${String(value)} %`;

/** The category axis' width, narrower on a phone. */
export function useAxisWidth(): number {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm')) ? 110 : 170;
}
