/**
 * The designer's form: the catalog's name (only for a new one: it is its URL and its records' key),
 * title, description, fields, the field that names a record and the key. Every change is told to the
 * page, which keeps the JSON Schema the form describes.
 */
import { useEffect } from 'react';
import { Stack } from '@mui/material';
import { Form, SelectInput, TextInput, Toolbar, regex, required } from 'react-admin';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { NOMBRE_CATALOGO_MENSAJE } from '../../../schemas/api/catalogo-diseno';
import type { Campo } from '../../../schemas/catalog-fields';
import { GuardarButton } from '../../engine';
import { preventEnterSubmit } from '../../forms/preventEnterSubmit';
import { CamposInput } from './CamposInput';
import type { Disenado } from './esquema';
import { nombreDeCatalogo } from './nombres';

const NOMBRE_CATALOGO = [required(), regex(/^[a-z][a-z0-9-]{0,49}$/, NOMBRE_CATALOGO_MENSAJE)];

export interface DisenoFormProps {
  valores: Disenado;
  nuevo: boolean;
  onCambio: (diseno: Disenado) => void;
  onGuardar: (diseno: Disenado) => void;
  /** The save is running: Guardar waits for it. */
  guardando: boolean;
}

/** Tells the page every change of the form's values. */
function AlCambiar({ onCambio }: Pick<DisenoFormProps, 'onCambio'>) {
  const { watch } = useFormContext<Disenado>();
  useEffect(() => {
    const { unsubscribe } = watch((valores) => onCambio(valores as Disenado));
    return unsubscribe;
  }, [watch, onCambio]);
  return null;
}

/** The title; leaving it fills an empty catalog name with its slug. */
function TituloInput({ nuevo }: { nuevo: boolean }) {
  const { getValues, setValue } = useFormContext<Disenado>();
  const sugerir = (titulo: string) => {
    if (nuevo && !getValues('nombre')) setValue('nombre', nombreDeCatalogo(titulo), { shouldDirty: true });
  };
  return <TextInput source="titulo" label="Titulo" validate={required()} onBlur={(e) => sugerir(e.target.value)} />;
}

/**
 * Representation and key choose among the fields on screen. What no choice means is said below the
 * input: the empty option is react-admin's, named 'Borrar valor', and a different visible word in it
 * fails WCAG 2.5.3 (label-content-name-mismatch).
 */
function CampoSelect({ source, label, vacio }: { source: 'representacion' | 'clave'; label: string; vacio: string }) {
  const campos = (useWatch<Disenado>({ name: 'campos' }) as Campo[] | undefined) ?? [];
  const choices = campos.filter((c) => c?.nombre).map((c) => ({ id: c.nombre, name: c.etiqueta || c.nombre }));
  return (
    <SelectInput source={source} label={label} choices={choices} emptyText="" helperText={`Sin elegir: ${vacio}`} />
  );
}

export function DisenoForm({ valores, nuevo, onCambio, onGuardar, guardando }: DisenoFormProps) {
  return (
    <Form
      defaultValues={valores}
      onSubmit={(v: FieldValues) => onGuardar(v as Disenado)}
      noValidate
      warnWhenUnsavedChanges
    >
      <Stack onKeyDown={preventEnterSubmit} sx={{ p: 2 }}>
        <AlCambiar onCambio={onCambio} />
        <TituloInput nuevo={nuevo} />
        {nuevo && (
          <TextInput source="nombre" label="Nombre del catalogo (en la direccion)" validate={NOMBRE_CATALOGO} />
        )}
        <TextInput source="descripcion" label="Descripcion" multiline />
        <CamposInput />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <CampoSelect source="representacion" label="Campo que nombra un registro" vacio="el predeterminado" />
          <CampoSelect source="clave" label="Clave unica" vacio="ninguna" />
        </Stack>
      </Stack>
      <Toolbar>
        <GuardarButton alwaysEnable pending={guardando} />
      </Toolbar>
    </Form>
  );
}
