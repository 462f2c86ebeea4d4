import type { FormEventHandler, ReactNode } from 'react';
import { SubmitButton } from '../../components/ui/button';

/**
 * A setting of the year in one line (the dependents, the Carnê-Leão paid): its field and "Salvar", enabled once the
 * field changed. One shape for both, so they sit alike on the page.
 */
export function YearSettingForm({
  testId,
  onSubmit,
  busy,
  dirty,
  children,
}: {
  testId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  dirty: boolean;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-2" data-testid={testId}>
      {children}
      <SubmitButton busy={busy} busyText="Salvando..." disabled={!dirty} variant="secondary" className="mt-6">
        Salvar
      </SubmitButton>
    </form>
  );
}
