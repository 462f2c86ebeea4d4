import { useEffect, useRef } from 'react';
import { SOURCE_APP_LABELS, SOURCE_APPS, type SourceApp } from '../../../common/contract/app-import';
import { radioCardClass } from '../../components/ui/radio-card';

/** Which app the history comes from: one radio card per app, with the file its export menu gives. */
export function SourceAppChoice({
  app,
  onApp,
  focusApps,
}: {
  app: SourceApp | null;
  onApp: (app: SourceApp) => void;
  /** Shown again after an import ("Importar outro arquivo"): the keyboard starts at the apps, not the page's top. */
  focusApps: boolean;
}) {
  const apps = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (!focusApps) return;
    const radios = apps.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const checked = [...(radios ?? [])].find((radio) => radio.checked);
    (checked ?? radios?.[0])?.focus();
  }, [focusApps]);

  return (
    <fieldset ref={apps}>
      <legend className="font-semibold">De qual aplicativo vêm seus dados?</legend>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Exporte o histórico no aplicativo que você usava e traga o arquivo como ele saiu: contas, categorias,
        transferências e parcelas vêm junto.
      </p>
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        {SOURCE_APPS.map((source) => (
          <label key={source} className={radioCardClass}>
            <input
              type="radio"
              name="source-app"
              value={source}
              checked={app === source}
              onChange={() => onApp(source)}
              className="mt-0.5 accent-brand-700"
            />
            <span className="min-w-0">
              <span className="block font-medium">{SOURCE_APP_LABELS[source].name}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {SOURCE_APP_LABELS[source].file}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
