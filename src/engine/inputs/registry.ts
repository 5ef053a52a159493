/**
 * The widgets a schema property can name in `x-ui.widget`. The engine's own register themselves
 * (builtinWidgets.tsx); a module adds one with `registerWidget` at import time, before its screens
 * render, without touching the engine.
 */
import type { ComponentType } from 'react';
import type { FieldSpec } from '../fields';

export interface WidgetProps {
  field: FieldSpec;
}

export interface WidgetOptions {
  /** Spans both columns of the form grid (tables, text areas). */
  wide?: boolean;
}

interface Registered extends WidgetOptions {
  component: ComponentType<WidgetProps>;
}

const widgets = new Map<string, Registered>();

/** Adds or replaces the input of widget `name`. */
export function registerWidget(name: string, component: ComponentType<WidgetProps>, options: WidgetOptions = {}): void {
  widgets.set(name, { component, ...options });
}

/** The registered widget, or the text input when the name is unknown. */
export function registeredWidget(name: string): Registered {
  const widget = widgets.get(name) ?? widgets.get('text');
  if (!widget) throw new Error(`No hay un widget registrado para ${name}`);
  return widget;
}
