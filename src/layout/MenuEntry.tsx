import { useState } from 'react';
import { Collapse, List, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Menu, useSidebarState } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';
import { menuIcon } from './menuIcons';
import type { ServerMenuItem } from '../dataProvider';

function containsPath(item: ServerMenuItem, pathname: string): boolean {
  if (item.link && matchPath({ path: item.link, end: item.link === '/' }, pathname)) return true;
  return (item.items ?? []).some((child) => containsPath(child, pathname));
}

/** One server menu entry: a link, or a collapsible group of entries (any depth). */
export function MenuEntry({ item, depth = 0 }: { item: ServerMenuItem; depth?: number }) {
  const [sidebarOpen] = useSidebarState();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => containsPath(item, pathname));
  const icon = menuIcon(item.icono);
  const indent = sidebarOpen ? 2 + depth * 2 : 2;
  const children = item.items ?? [];

  if (children.length === 0) {
    if (!item.link) return null;
    return <Menu.Item to={item.link} primaryText={item.nombre} leftIcon={icon} sx={{ pl: indent }} />;
  }
  return (
    <>
      <MenuItem onClick={() => setOpen(!open)} aria-expanded={open} sx={{ pl: indent }}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText>{item.nombre}</ListItemText>
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </MenuItem>
      <Collapse in={open} timeout="auto" unmountOnExit>
        {/* A group inside the menu: its entries stay menu items, not items of a plain list. */}
        <List disablePadding role="group" aria-label={item.nombre}>
          {children.map((child) => (
            <MenuEntry key={child.id} item={child} depth={depth + 1} />
          ))}
        </List>
      </Collapse>
    </>
  );
}
