import { readPaymentCode } from '../payment-codes';
import { CAPTURE_CODE_MAX_LENGTH, CAPTURE_CODE_MESSAGES } from './capture';
import { z } from './shared';

/**
 * `captured_code` wherever a row or an item is saved with the code it was made from (POST /transactions, POST
 * /recurring): read by the same rules as POST /capture/code (common/payment-codes.ts) and kept in the form that
 * route answers as `code_key` (a boleto's linha as digits, from its bar code too; a Pix payload trimmed, without line
 * breaks), so the same bill pasted again is recognised however it was typed. A code that does not read is a 400 with
 * the capture's own message, never stored.
 */
/** The static BR Code of the Banco Central's Manual do BR Code (its CRC 1D3D): the reference's example. */
const MANUAL_BR_CODE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

export const capturedCodeField = z
  .string({ error: CAPTURE_CODE_MESSAGES.empty })
  .max(CAPTURE_CODE_MAX_LENGTH, { error: CAPTURE_CODE_MESSAGES.tooLong })
  .meta({ examples: [MANUAL_BR_CODE] })
  .transform((raw, ctx) => {
    // The day only picks a boleto's due date among the fator's cycles; the key does not depend on it.
    const reading = readPaymentCode(raw, new Date().toISOString().slice(0, 10));
    if (reading.ok) return reading.codeKey;
    ctx.addIssue({ code: 'custom', message: reading.message });
    return z.NEVER;
  });

/**
 * A code as a backup holds it (`capturedCode` of a transaction or a fixed item): normalised by the same reading as
 * capturedCodeField, so a code typed with dots before codes were checked matches the next paste once restored. One
 * that does not read (stored unchecked before issue 74) is dropped, not the whole backup refused: it could never
 * match a paste, and the row it was on is restored without it.
 */
export const backupCapturedCode = z
  .string()
  .max(600) // as backups were checked before: a longer one refuses the file as it did
  .nullish()
  .transform((raw) => {
    if (!raw || raw.length > CAPTURE_CODE_MAX_LENGTH) return null;
    const reading = readPaymentCode(raw, new Date().toISOString().slice(0, 10));
    return reading.ok ? reading.codeKey : null;
  });
