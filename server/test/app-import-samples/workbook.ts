/**
 * Organizze's and Meu Dinheiro's samples are Excel workbooks: their cells' dates, and their bytes made the same on
 * each run.
 */
import type ExcelJS from 'exceljs';
import JSZip from 'jszip';

/** The workbooks' own dates and their zip entries' timestamps. */
const FIXED = new Date(Date.UTC(2026, 3, 1, 12, 0, 0));

/** A day as Excel holds it: exceljs writes a Date at UTC midnight as that day. */
export const day = (text: string) => {
  const [d, m, y] = text.split('/').map(Number);
  return new Date(Date.UTC(y ?? 2026, (m ?? 1) - 1, d ?? 1));
};

/** The workbook's bytes with every zip entry dated FIXED, in one order, so the file is the same on each run. */
export async function stableBytes(workbook: ExcelJS.Workbook): Promise<Uint8Array> {
  workbook.creator = 'Grana';
  workbook.created = FIXED;
  workbook.modified = FIXED;
  const written = await JSZip.loadAsync(await workbook.xlsx.writeBuffer());
  const stable = new JSZip();
  for (const name of Object.keys(written.files).sort()) {
    const part = written.files[name];
    if (!part || part.dir) continue;
    stable.file(name, await part.async('uint8array'), { date: FIXED, createFolders: false });
  }
  return stable.generateAsync({ type: 'uint8array', compression: 'DEFLATE', platform: 'UNIX' });
}
