import type { Lifecycle } from './lifecycle';

/** The subset of JSON Schema our entities use, plus the `x-` vocabulary of schemas/README.md. */
export type NormalizeOp = 'upper' | 'integer';
/** Check digits validated by `x-check` (schemas/curp.ts, schemas/nss.ts). */
export type CheckKind = 'curp' | 'nss';

/** The engine's own widgets; a module may register more under other names (src/engine/inputs/registry.ts). */
export type BuiltinWidget =
  'text' | 'money' | 'date' | 'digits' | 'reference' | 'file' | 'select' | 'boolean' | 'hidden' | 'lookup' | 'lines';

/** Item properties of a `lines` table that feed the document totals, when not named so already. */
export interface LineFields {
  cantidad?: string;
  precioUnitario?: string;
  tasaiva?: string;
}

export interface UiHints {
  widget?: BuiltinWidget | (string & {});
  multiline?: boolean;
  reference?: string;
  readOnly?: boolean;
  scope?: 'superuser';
  warn?: 'rfcCheckDigit';
  showIf?: string;
  /** `lookup` widget: a select over the `[{id, nombre}]` a GET of this path answers (unpaged catalogs). */
  options?: string;
  /** `lookup` options that depend on another field: its value goes out as query parameter `param`. */
  dependsOn?: { field: string; param: string };
  /** Position in the form (ascending; properties without one follow in schema order). */
  order?: number;
  /** Heading the input is shown under; groups appear in the order of their first input. */
  group?: string;
  /** `enum` choices as people read them, in the enum's order (`["16 %", "8 %", "0 %"]`). */
  enumLabels?: string[];
  /** `lines` widget: rows the table shows at least, padding with empty ones. */
  minRows?: number;
  /** `lines` widget: a Subtotal / IVA / Total row under the table (schemas/money.ts documentTotals). */
  totals?: boolean;
  /** `lines` widget: which item properties hold cantidad, precioUnitario and tasaiva. */
  lineFields?: LineFields;
  /** An item property of a `lines` table computed from its row, never typed: `importe` or `iva`. */
  computed?: 'importe' | 'iva';
  /** `file` widget of an admin catalog: the content types it takes (checked by content) and its size limit. */
  accept?: string[];
  maxMB?: number;
}

export interface PropertySchema {
  type?: string | string[];
  title?: string;
  description?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: (string | number)[];
  readOnly?: boolean;
  writeOnly?: boolean;
  default?: unknown;
  properties?: Record<string, PropertySchema>;
  /** `type: array`: the schema of each item (a document's lines are objects). */
  items?: PropertySchema;
  minItems?: number;
  maxItems?: number;
  required?: string[];
  errorMessage?: string | Record<string, string>;
  'x-normalize'?: NormalizeOp[];
  'x-check'?: CheckKind;
  'x-ui'?: UiHints;
}

export interface ResourceHints {
  name: string;
  label: string;
  route: string;
  api: string;
  /** `paged`: list endpoint when not `api`; `sizeParam`: page-size parameter when not `pageSize`. */
  list: { columns: string[]; search?: string; paged?: string; sizeParam?: string };
  menu: string;
  recordRepresentation: string;
  /** What a picker reads besides `id` (lookups answer only these without the catalog's permiso); default: `[recordRepresentation]`. */
  picker?: string[];
  /** The catalogs (schema `$id`s) whose picker lookups this entity's menu users may read (server/modules/common/picker-access.ts). */
  picks?: string[];
  /**
   * Its entry in the menu (server/db/seed/menu.ts): the section, the parent group (by name) if any,
   * its position among its siblings (`menu_item.orden`), its icon, and its text when not `label`.
   * Links to `menu`. A database seeded before the entry existed gets it at its next start, with a
   * permiso for each user authorized as their permiso for the link `permisoComo` is (absent: for
   * admins only).
   */
  menuEntry?: { seccion: string; padre?: string; orden: number; icono: string; nombre?: string; permisoComo?: string };
  /** Whose records a caller sees (server/entity/scope.ts); absent: every caller with the permiso. */
  scope?: 'sucursal' | 'obra';
  /** The API answers `DELETE {api}/{id}`; without it the UI offers no delete. */
  delete?: boolean;
  /** The verb of `{api}` updates when not PUT (id in the body either way). */
  update?: 'PATCH';
  /** Written as multipart with the record in this JSON part and one file part per `file` widget (docs/contract.md). */
  multipart?: string;
  /** An admin catalog's key: a field no two records of a sucursal share (imports report duplicates by it). */
  key?: string;
}

export interface EntitySchema {
  $id: string;
  title: string;
  type: 'object';
  required?: string[];
  properties: Record<string, PropertySchema>;
  'x-resource'?: ResourceHints;
  /** A document's statuses and actions (schemas/lifecycle.ts). */
  'x-lifecycle'?: Lifecycle;
  [key: string]: unknown;
}
