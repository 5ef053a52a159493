/**
 * A phone: below MUI's `sm` breakpoint, where lists become cards and lines become cards of inputs.
 * One test for every screen, so all of them switch at the same width.
 */
import { useMediaQuery, type Theme } from '@mui/material';

export const usePhone = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
