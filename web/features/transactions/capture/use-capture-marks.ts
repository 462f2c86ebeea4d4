import { useState } from 'react';
import { type FieldValues, type Path, type PathValue, type UseFormReturn, useWatch } from 'react-hook-form';
import type { CapturedField, CapturedValues } from './captured-fields';
import { addMarks, type CapturedMarks, type CaptureNote, noteFor } from './captured-marks';

const FIELDS: readonly CapturedField[] = ['amount', 'date', 'description', 'payeeName', 'categoryId'];

/** A transaction form (new or edit): the fields a code or a receipt fills are text fields of these names. */
type CaptureForm = FieldValues & Record<CapturedField, string>;

/**
 * Filling a transaction form from what was read, and the note under each field still holding a value read ('lido
 * do código', 'lido do comprovante'). Filling is the person's own click; nothing here saves.
 */
export function useCaptureMarks<T extends CaptureForm>(form: UseFormReturn<T>) {
  const [marks, setMarks] = useState<CapturedMarks>({});
  const current = useWatch({ control: form.control, name: FIELDS as unknown as Path<T>[] }) as string[];
  /** Fills `values`; marks those of `read` (all by default) with the note. */
  const apply = (values: CapturedValues, note: CaptureNote, read?: readonly CapturedField[]) => {
    for (const field of FIELDS) {
      const value = values[field];
      if (value !== undefined)
        form.setValue(field as Path<T>, value as PathValue<T, Path<T>>, {
          shouldDirty: true,
          shouldValidate: true,
        });
    }
    const marked = read
      ? Object.fromEntries(Object.entries(values).filter(([field]) => read.includes(field as CapturedField)))
      : values;
    setMarks((held) => addMarks(held, marked, note));
  };
  const note = (field: CapturedField) => noteFor(marks, field, current[FIELDS.indexOf(field)]);
  const clear = () => setMarks({});
  return { apply, note, clear };
}

export type CaptureMarks = ReturnType<typeof useCaptureMarks>;
