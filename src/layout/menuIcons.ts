/**
 * Menu icons by the name stored in `menu_item.icono` (the enum of schemas/menu-item.schema.json),
 * imported one by one so only these end up in the bundle.
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import type { SvgIconProps } from '@mui/material';
import type { MenuItem } from '../../schemas/generated';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import AttachMoney from '@mui/icons-material/AttachMoney';
import Badge from '@mui/icons-material/Badge';
import Category from '@mui/icons-material/Category';
import Construction from '@mui/icons-material/Construction';
import CreditScore from '@mui/icons-material/CreditScore';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Engineering from '@mui/icons-material/Engineering';
import EventAvailable from '@mui/icons-material/EventAvailable';
import EventBusy from '@mui/icons-material/EventBusy';
import Folder from '@mui/icons-material/Folder';
import Groups from '@mui/icons-material/Groups';
import History from '@mui/icons-material/History';
import Home from '@mui/icons-material/Home';
import HourglassBottom from '@mui/icons-material/HourglassBottom';
import Inventory from '@mui/icons-material/Inventory';
import ListAlt from '@mui/icons-material/ListAlt';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Lock from '@mui/icons-material/Lock';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MenuBook from '@mui/icons-material/MenuBook';
import MoneyOff from '@mui/icons-material/MoneyOff';
import Paid from '@mui/icons-material/Paid';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import PointOfSale from '@mui/icons-material/PointOfSale';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Settings from '@mui/icons-material/Settings';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Store from '@mui/icons-material/Store';
import Summarize from '@mui/icons-material/Summarize';
import VideoLibrary from '@mui/icons-material/VideoLibrary';
import Warehouse from '@mui/icons-material/Warehouse';

export type IconName = MenuItem['icono'];

export const menuIcons: Record<IconName, ComponentType<SvgIconProps>> = {
  AccountBalance,
  AccountBalanceWallet,
  AddShoppingCart,
  Assessment,
  Assignment,
  AttachMoney,
  Badge,
  Category,
  Construction,
  CreditScore,
  Dashboard,
  Description,
  Engineering,
  EventAvailable,
  EventBusy,
  Folder,
  Groups,
  History,
  Home,
  HourglassBottom,
  Inventory,
  ListAlt,
  LocalShipping,
  Lock,
  ManageAccounts,
  MenuBook,
  MoneyOff,
  Paid,
  Payments,
  People,
  Person,
  PointOfSale,
  Receipt,
  ReceiptLong,
  RequestQuote,
  Settings,
  ShoppingCart,
  Store,
  Summarize,
  VideoLibrary,
  Warehouse,
};

/** An admin may store a name the registry lacks (older data): show a neutral icon then. */
export function menuIcon(name: string): ReactElement {
  return createElement(menuIcons[name as IconName] ?? Folder);
}
