/** The one input a schema property gets: the widget registered under its name (registry.ts). */
import type { FieldSpec } from '../fields';
import './builtinWidgets';
import { registeredWidget } from './registry';

export function SchemaInput({ field }: { field: FieldSpec }) {
  const { component: Widget } = registeredWidget(field.widget);
  return <Widget field={field} />;
}
