import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../lib/languages';
import { useLanguage } from './use-language';

const LANGUAGE_NAMES = { nl: 'language_nl', en: 'language_en', de: 'language_de' } as const satisfies Record<Language, string>;

/** The portal's language choice (nl, en, de), each named in its own language; the profile drawer and the account tab show it. */
export function LanguageSelect({ label, ...props }: { label: string } & Pick<TextFieldProps, 'id' | 'size' | 'fullWidth'>) {
  const { t } = useTranslation();
  const { language, change } = useLanguage();
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
