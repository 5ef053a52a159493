/** The anexos section's texts (Spanish, as the product writes them). */
export const ANEXOS = {
  titulo: 'Anexos',
  agregar: 'Agregar anexo',
  tipo: 'Tipo',
  tituloDelAnexo: 'Titulo',
  tituloAyuda: 'Lo que muestra: "Generador de acero, eje 3"',
  elegir: 'Elegir archivo',
  sinArchivo: 'Ningun archivo elegido',
  archivoRequerido: 'Elija el archivo del anexo',
  subir: 'Agregar',
  cancelar: 'Cancelar',
  cerrar: 'Cerrar',
  agregado: (titulo: string) => `Anexo agregado: ${titulo}`,
  quitar: 'Quitar',
  quitarAnexo: (titulo: string) => `Quitar ${titulo}`,
  confirmarQuitar: (titulo: string) => `Esta seguro que desea quitar el anexo "${titulo}"?`,
  quitado: (titulo: string) => `Anexo quitado: ${titulo}`,
  abrir: (titulo: string) => `Abrir ${titulo}`,
  /** A PDF's card shows 'PDF': its name says it too. */
  abrirPdf: (titulo: string) => `Abrir ${titulo} (PDF)`,
  sinAnexos: 'Sin anexos',
  pdf: 'PDF',
} as const;
