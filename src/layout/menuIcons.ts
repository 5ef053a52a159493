/**
 * Menu icons by the name stored in `menu_item.icono`: the menu item schema's palette and every
 * declared menu entry's icon (schemas/index.ts), drawn by ./generated-icons.ts (`npm run gen`).
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import type { SvgIconProps } from '@mui/material';
import type { MenuItem } from '../../schemas/generated';
import { menuIcons as generated } from './generated-icons';

export type IconName = MenuItem['icono'];

export const menuIcons: Record<IconName, ComponentType<SvgIconProps>> = generated;

/** An admin may store a name the registry lacks (older data): show a neutral icon then. */
export function menuIcon(name: string): ReactElement {
  return createElement(menuIcons[name as IconName] ?? menuIcons.Folder);
}
