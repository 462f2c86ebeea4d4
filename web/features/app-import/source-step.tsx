import { type FormEvent, useState } from 'react';
import type { SourceApp } from '../../../common/contract/app-import';
import { FormError } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ExportFileDrop } from './export-file-drop';
import { SourceAppChoice } from './source-app-choice';

interface SourceStepProps {
  app: SourceApp | null;
  file: File | null;
  onApp: (app: SourceApp) => void;
  onFile: (file: File) => void;
  onPreview: () => void;
  reading: boolean;
  error: string | null;
  /** Shown again after an import ("Importar outro arquivo"): the keyboard starts at the apps, not the page's top. */
  focusApps?: boolean;
}

/** Step 1: which app the history comes from, and the file its export menu gave. */
export function SourceStep({
  app,
  file,
  onApp,
  onFile,
  onPreview,
  reading,
  error,
  focusApps = false,
}: SourceStepProps) {
  const [missing, setMissing] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!app) setMissing('Escolha de qual aplicativo vem o arquivo.');
    else if (!file) setMissing('Escolha o arquivo exportado pelo aplicativo.');
    else {
      setMissing(null);
      onPreview();
    }
  };

  return (
    <Card className="p-5">
      <form onSubmit={submit} noValidate>
        <SourceAppChoice
          app={app}
          focusApps={focusApps}
          onApp={(source) => {
            setMissing(null);
            onApp(source);
          }}
        />

        <h2 className="mt-6 font-semibold">Arquivo exportado</h2>
        <ExportFileDrop
          file={file}
          reading={reading}
          error={error}
          onChoose={(chosen) => {
            setMissing(null);
            onFile(chosen);
          }}
          onDrop={onFile}
        />

        <FormError message={missing ?? error} className="mt-4" />
        <div className="mt-5 flex justify-end">
          <SubmitButton className="w-full sm:w-auto" busy={reading} busyText="Lendo o arquivo...">
            Ver prévia
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
