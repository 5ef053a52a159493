import { Box, Button, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { AppBar as RaAppBar, TitlePortal, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useActiveObra } from '../obra';
import { paths } from '../paths';
import { AppUserMenu } from './AppUserMenu';
import { ObraIndicator } from './ObraIndicator';

/** Top bar: Inicio (leaves the obra), app and page title, active obra, user menu. */
export function AppBar() {
  const translate = useTranslate();
  const { setObra } = useActiveObra();
  return (
    <RaAppBar color="primary" userMenu={<AppUserMenu />}>
      <Button color="inherit" component={Link} to={paths.home} startIcon={<ArrowBack />} onClick={() => setObra(null)}>
        {translate('app.menu.home')}
      </Button>
      <Typography variant="h6" noWrap sx={{ mx: 1, display: { xs: 'none', md: 'block' } }}>
        {translate('app.title')}
      </Typography>
      <TitlePortal variant="body1" sx={{ opacity: 0.85 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 1 }}>
        <ObraIndicator />
      </Box>
    </RaAppBar>
  );
}
