/** The subset of JSON Schema our entities use, plus the `x-` vocabulary of schemas/README.md. */
export type NormalizeOp = 'upper' | 'integer';
/** Check digits validated by `x-check` (schemas/curp.ts, schemas/nss.ts). */
export type CheckKind = 'curp' | 'nss';

export interface UiHints {
  widget?: 'text' | 'money' | 'date' | 'digits' | 'reference' | 'file' | 'select' | 'boolean' | 'hidden' | 'lookup';
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
  scope?: 'sucursal';
  /** The API answers `DELETE {api}/{id}`; without it the UI offers no delete. */
  delete?: boolean;
}

export interface EntitySchema {
  $id: string;
  title: string;
  type: 'object';
  required?: string[];
  properties: Record<string, PropertySchema>;
  'x-resource'?: ResourceHints;
  [key: string]: unknown;
}
