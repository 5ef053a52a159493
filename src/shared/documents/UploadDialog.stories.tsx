import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { revisionDe } from '../../../mocks/fixtures/cfdi';
import { compras } from '../../../mocks/fixtures/compras';
import { schemas } from '../../../schemas';
import { cfdiRuleOf, lifecycleOf } from '../../../schemas/lifecycle';
import { UploadDialogView, type CfdiPickerProps } from './UploadDialogView';

const meta = {
  title: 'Compras/Subir comprobante',
  component: UploadDialogView,
  args: { open: true, state: { kind: 'idle' }, onPick: fn(), onUpload: fn(), onClose: fn() },
} satisfies Meta<typeof UploadDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Inicial: Story = {};

/** Subir without a file. */
export const SinArchivo: Story = { args: { state: { kind: 'idle', missing: true } } };

/** The file going out: the bar shows the percent sent. */
export const Subiendo: Story = { args: { state: { kind: 'uploading', percent: 40 }, fileName: 'factura-F-9001.pdf' } };

export const Exito: Story = { args: { state: { kind: 'success' }, fileName: 'factura-F-9001.pdf' } };

/** The server's reason (here: the obra was closed meanwhile). */
export const Fallo: Story = {
  args: { state: { kind: 'error', message: 'La obra esta terminada..' }, fileName: 'factura-F-9001.pdf' },
};

// A compra of $23,905.35 (compra 5) and its proveedor's CFDI.
const compra = compras.find((c) => c.id === 5)!;
const regla = cfdiRuleOf(lifecycleOf(schemas.compra))!;
const conCfdi = (cfdi: Partial<CfdiPickerProps>): CfdiPickerProps => ({
  schema: schemas.compra,
  revision: { kind: 'none' },
  onPickXml: fn(),
  xmlName: 'A1530.xml',
  ...cfdi,
});

/** A compra takes its CFDI: the PDF, the XML or both. */
export const CfdiInicial: Story = { args: { cfdi: conCfdi({ xmlName: undefined }) } };

/** The XML chosen, the server checking it: Subir waits. */
export const CfdiRevisando: Story = {
  args: { fileName: 'A1530.pdf', cfdi: conCfdi({ revision: { kind: 'checking' } }) },
};

/** Every check passes: what it will fill, and Subir. */
export const CfdiValido: Story = {
  args: {
    fileName: 'A1530.pdf',
    cfdi: conCfdi({ revision: { kind: 'done', revision: revisionDe(regla, compra, 'ok') } }),
  },
};

/** The totals differ: each difference under its check, and Subir off with the reason. */
export const CfdiImportesNoCoinciden: Story = {
  args: { cfdi: conCfdi({ revision: { kind: 'done', revision: revisionDe(regla, compra, 'malo') } }) },
};

/** The CFDI's UUID is already another document's. */
export const CfdiDuplicado: Story = {
  args: { cfdi: conCfdi({ revision: { kind: 'done', revision: revisionDe(regla, compra, 'duplicado') } }) },
};

/** The file is no XML: the server's reason, and Subir off for it. */
export const CfdiNoEsXml: Story = {
  args: {
    cfdi: conCfdi({
      xmlName: 'factura.noxml.xml',
      revision: { kind: 'error', message: 'El archivo no es un XML valido' },
    }),
  },
};

/** The XML going out with the PDF, after its checks passed. */
export const CfdiSubiendo: Story = {
  args: {
    state: { kind: 'uploading', percent: 60 },
    fileName: 'A1530.pdf',
    cfdi: conCfdi({ revision: { kind: 'done', revision: revisionDe(regla, compra, 'ok') } }),
  },
};
