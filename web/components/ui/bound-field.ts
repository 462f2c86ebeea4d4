import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';

/**
 * What a field bound to a react-hook-form value takes: the form's control and the name of a value of type V, as
 * react-hook-form's Controller does, so any form fits. The field shows that value's validation message itself.
 * TOut is what the form hands to its submit (the parsed values, when the resolver transforms them).
 */
export interface BoundFieldProps<T extends FieldValues, V, TOut extends FieldValues = T> {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, V>;
  className?: string;
}
