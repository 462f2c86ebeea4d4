import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { NEW_PASSWORD_MIN_LENGTH } from '../../../common/contract/shared';
import { PasswordField } from './field';

/** A form holding a password typed twice: `withPasswordConfirmation` (common/contract/auth.ts) adds `confirm`. */
type WithConfirm = FieldValues & { confirm: string };

interface PasswordPairFieldsProps<T extends WithConfirm, C, O> {
  form: UseFormReturn<T, C, O>;
  /** The field of the new password: 'password' on sign-up, 'novaSenha' on reset and change-password. */
  name: Path<T>;
  label?: string;
  confirmLabel?: string;
  /** Say the shortest length under the new password (reset and change-password do; sign-up does not). */
  hint?: boolean;
  autoFocus?: boolean;
}

/**
 * The new password and its confirmation, both `new-password` for password managers, each with its error. The
 * rule that they match, and its message, are the form's schema's (`withPasswordConfirmation`).
 */
export function PasswordPairFields<T extends WithConfirm, C, O>({
  form,
  name,
  label = 'Nova senha',
  confirmLabel = 'Confirmar senha',
  hint = false,
  autoFocus,
}: PasswordPairFieldsProps<T, C, O>) {
  // T has a `confirm` field by its bound; TypeScript cannot list the paths of a generic type.
  const confirm = 'confirm' as Path<T>;
  const errorOf = (field: Path<T>) => form.getFieldState(field, form.formState).error?.message;
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        autoFocus={autoFocus}
        hint={hint ? `Mínimo de ${NEW_PASSWORD_MIN_LENGTH} caracteres` : undefined}
        error={errorOf(name)}
        {...form.register(name)}
      />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        error={errorOf(confirm)}
        {...form.register(confirm)}
      />
    </>
  );
}
