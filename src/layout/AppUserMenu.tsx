import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { paths } from '../paths';

/** The profile entry: every user edits their own record (docs/contract.md). */
const ProfileMenuItem = forwardRef<HTMLAnchorElement>(function ProfileMenuItem(props, ref) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const userMenu = useUserMenu();
  if (!identity) return null;
  return (
    <MenuItem component={Link} to={paths.perfil(identity.id)} onClick={userMenu?.onClose} ref={ref} {...props}>
      <ListItemIcon>
        <AccountCircle fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.menu.profile')}</ListItemText>
    </MenuItem>
  );
});

export function AppUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // From `sm` up react-admin's button shows the user's name, so its accessible name must contain
  // it (WCAG 2.5.3): the name, then what the button opens. The icon-only button keeps the key, as
  // react-admin turns a label that is no key into 'Profile' there.
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const label =
    wide && identity?.fullName ? `${identity.fullName}, ${translate('ra.auth.user_menu')}` : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      <ProfileMenuItem />
      <Logout />
    </UserMenu>
  );
}
