import { useCallback, useState } from 'react';
import type { LineMatchChoice } from '../../../common/contract/import';
import type { CsvSettings } from '../../../common/csv';
import { INITIAL_SETTINGS, uploadSettings } from './import-settings';

/**
 * What the person chooses about one statement before importing it: how it is read (settings, the transfers'
 * destination column), the import's options, and the category and match picked for single lines.
 */
export function useImportChoices() {
  const [settings, setSettings] = useState<CsvSettings>(INITIAL_SETTINGS);
  const [destination, setDestination] = useState('');
  const [createInstallments, setCreateInstallments] = useState(false);
  const [suggestCategories, setSuggestCategories] = useState(true);
  // Categories the person picked in the preview, by line; another file starts with none.
  const [lineCategories, setLineCategories] = useState<Record<string, number | null>>({});
  // What the person chose for lines' matches, by line; absent: the import decides.
  const [lineMatches, setLineMatches] = useState<Record<string, LineMatchChoice>>({});
  const [bankDates, setBankDates] = useState(false);
  // Stable: the file step's choice of a file calls it.
  const forgetLines = useCallback(() => {
    setLineCategories({});
    setLineMatches({});
  }, []);

  return {
    settings,
    setSettings,
    destination,
    setDestination,
    createInstallments,
    setCreateInstallments,
    suggestCategories,
    setSuggestCategories,
    lineCategories,
    lineMatches,
    bankDates,
    setBankDates,
    onLineCategory: (line: number, id: number | null) =>
      setLineCategories((current) => ({ ...current, [String(line)]: id })),
    onLineMatch: (line: number, choice: LineMatchChoice | undefined) =>
      setLineMatches((current) => {
        const { [String(line)]: _old, ...rest } = current;
        return choice === undefined ? rest : { ...rest, [String(line)]: choice };
      }),
    /** The lines' own choices are forgotten: another file, or (matches only) another account. */
    forgetLines,
    forgetMatches: () => setLineMatches({}),
    /** How the file is read starts over (a file read again from the start). */
    readAfresh: () => {
      setSettings(INITIAL_SETTINGS);
      setDestination('');
    },
    /** The settings sent with the file. */
    upload: (defaultAccountId: number) =>
      uploadSettings(settings, {
        defaultAccountId,
        destination,
        createInstallments,
        suggestCategories,
        lineCategories,
        lineMatches,
        bankDates,
      }),
  };
}
