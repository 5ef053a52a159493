import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
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
  return (
    <UserMenu>
      <ProfileMenuItem />
      <Logout />
    </UserMenu>
  );
}
