import { Box, Button, Divider, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { AppBar as RaAppBar, TitlePortal, useTranslate, type AppBarProps } from 'react-admin';
import { Link } from 'react-router-dom';
import { useActiveObra } from '../obra';
import { paths } from '../paths';
import { AppUserMenu } from './AppUserMenu';
import { ObraIndicator, PhoneObraName } from './ObraIndicator';
import { usePhone } from '../engine/usePhone';
import { iconFirstButton, wideOnly } from './responsive';
import { useTitleSlotElement } from './pageHeading';

/** Top bar: Inicio (leaves the obra), app and page title, active obra, user menu. */
export function AppBar({ alwaysOn }: Pick<AppBarProps, 'alwaysOn'>) {
  const translate = useTranslate();
  const { setObra } = useActiveObra();
  const phone = usePhone();
  const titleElement = useTitleSlotElement();
  return (
    <RaAppBar color="primary" alwaysOn={alwaysOn} userMenu={<AppUserMenu />}>
      <Button
        color="inherit"
        component={Link}
        to={paths.home}
        aria-label={translate('app.menu.home')}
        startIcon={<ArrowBack />}
        onClick={() => setObra(null)}
        sx={iconFirstButton}
      >
        <Box component="span" sx={wideOnly}>
          {translate('app.menu.home')}
        </Box>
      </Button>
      <Typography variant="h6" component="span" noWrap sx={{ mx: 1, display: { xs: 'none', md: 'block' } }}>
        {translate('app.title')}
      </Typography>
      <Divider
        orientation="vertical"
        flexItem
        sx={{ my: 1.5, borderColor: 'currentColor', opacity: 0.4, ...wideOnly }}
      />
      {/* A phone has no room for the title and the obra's name side by side: one over the other. */}
      <Box sx={{ flex: 1, minWidth: 0, ml: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
        <TitlePortal
          component={titleElement}
          variant="body1"
          sx={{ flex: 'none', opacity: 0.9, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        />
        {phone && <PhoneObraName />}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 1 }}>
        <ObraIndicator />
      </Box>
    </RaAppBar>
  );
}
