import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../lib/languages';
import { useLanguage } from '../../ui/use-language';

const LANGUAGE_NAMES = { nl: 'language_nl', en: 'language_en', de: 'language_de' } as const satisfies Record<Language, string>;

/** The language choice of the profile drawer (nl, en, de). */
export function LanguageSelect() {
  const { t } = useTranslation('shell');
  const { language, change } = useLanguage();
  return (
    <TextField
      select
      fullWidth
      size="small"
      id="portal-language"
      label={t('language')}
      value={language}
      onChange={(event) => change(event.target.value as Language)}
    >
      {LANGUAGES.map((option) => (
        <MenuItem key={option} value={option} lang={option}>
          {t(LANGUAGE_NAMES[option])}
        </MenuItem>
      ))}
    </TextField>
  );
}
