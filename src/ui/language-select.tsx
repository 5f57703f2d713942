import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../lib/languages';

const LANGUAGE_NAMES = { nl: 'language_nl', en: 'language_en', de: 'language_de' } as const satisfies Record<Language, string>;

type LanguageSelectProps = { label: string; choice: { language: Language; change: (language: Language) => void } } & Pick<
  TextFieldProps,
  'id' | 'size' | 'fullWidth'
>;

/**
 * The portal's language choice (nl, en, de), each named in its own language; the profile drawer
 * and the account tab show it with `useLanguage` (src/api/language.ts).
 */
export function LanguageSelect({ label, choice: { language, change }, ...props }: LanguageSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField {...props} select label={label} value={language} onChange={(event) => change(event.target.value as Language)}>
      {LANGUAGES.map((option) => (
        <MenuItem key={option} value={option} lang={option}>
          {t(LANGUAGE_NAMES[option])}
        </MenuItem>
      ))}
    </TextField>
  );
}
