/** react-admin's default look, in the company's colours: steel blue with a safety-orange accent. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1f4e79' },
    secondary: { main: '#e65100' },
    background: { default: '#f4f6f8' },
  },
  sidebar: { width: 250, closedWidth: 55 },
};
