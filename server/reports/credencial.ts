/**
 * The employee ID card (docs/product.md §2 Empleados, Credencial button): one card-sized (CR80) page with
 * the company, photo, name, puesto, NSS, CURP and alta.
 */
import { EMPRESA } from '../modules/usuario/empresa';
import { fechaCorta, renderPdf, type PdfDoc } from './pdf';

export interface CredencialData {
  id: number;
  nombre: string;
  puesto: string;
  nss: string;
  curp: string;
  alta: string;
  sucursal: string;
  foto: Buffer | null;
}

/** ISO/IEC 7810 ID-1 (85.6 × 54 mm) in PDF points. */
export const CARD_SIZE: [number, number] = [242.65, 153.07];

const BRAND = '#1f4e79';
const MARGIN = 10;
const PHOTO = { x: MARGIN, y: 40, width: 62, height: 78 };
const TEXT_X = PHOTO.x + PHOTO.width + 10;
const TEXT_WIDTH = CARD_SIZE[0] - TEXT_X - MARGIN;

function header(doc: PdfDoc) {
  doc.rect(0, 0, CARD_SIZE[0], 30).fill(BRAND);
  doc
    .fillColor('white')
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(EMPRESA, MARGIN, 7, { width: CARD_SIZE[0] - 2 * MARGIN, lineBreak: false, ellipsis: true });
  doc.font('Helvetica').fontSize(6).text('CREDENCIAL DE EMPLEADO', MARGIN, 19);
}

/**
 * The photo, or a framed "Sin foto". A photo pdfkit cannot decode (its type was checked by magic
 * bytes only) gets the frame too, so the card still prints.
 */
function photo(doc: PdfDoc, foto: Buffer | null) {
  const { x, y, width, height } = PHOTO;
  if (foto) {
    try {
      doc.image(foto, x, y, { fit: [width, height], align: 'center', valign: 'center' });
      return;
    } catch {
      // fall through to the frame
    }
  }
  doc.rect(x, y, width, height).lineWidth(0.5).stroke('#999999');
  doc
    .fillColor('#999999')
    .fontSize(6)
    .text('Sin foto', x, y + height / 2 - 3, { width, align: 'center' });
}

function field(doc: PdfDoc, label: string, value: string) {
  doc
    .fillColor('#666666')
    .font('Helvetica')
    .fontSize(5.5)
    .text(label.toUpperCase(), TEXT_X, doc.y + 2, { width: TEXT_WIDTH });
  doc.fillColor('black').font('Helvetica-Bold').fontSize(7).text(value, TEXT_X, doc.y, { width: TEXT_WIDTH });
}

export function credencialPdf(data: CredencialData): Promise<Buffer> {
  return renderPdf({ size: CARD_SIZE, margin: 0, title: `Credencial ${data.nombre}` }, (doc) => {
    header(doc);
    photo(doc, data.foto);
    doc
      .fillColor('black')
      .font('Helvetica-Bold')
      .fontSize(8.5)
      .text(data.nombre, TEXT_X, PHOTO.y - 2, { width: TEXT_WIDTH, height: 22, ellipsis: true });
    doc
      .fillColor(BRAND)
      .font('Helvetica')
      .fontSize(7)
      .text(data.puesto, TEXT_X, doc.y, { width: TEXT_WIDTH, lineBreak: false, ellipsis: true });
    field(doc, 'NSS', data.nss);
    field(doc, 'CURP', data.curp);
    field(doc, 'Alta', fechaCorta(data.alta));
    const footerY = CARD_SIZE[1] - 14;
    doc.rect(0, footerY - 3, CARD_SIZE[0], 17).fill('#eeeeee');
    doc
      .fillColor('#444444')
      .font('Helvetica')
      .fontSize(5.5)
      .text(`No. ${data.id} · ${data.sucursal} · Personal e intransferible`, MARGIN, footerY + 1, {
        width: CARD_SIZE[0] - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
  });
}
