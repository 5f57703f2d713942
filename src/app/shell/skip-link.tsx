import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';

/** "Skip to content": the first stop for the keyboard, visible only when focused. */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation('shell');
  return (
    <Link
      href={`#${target}`}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        p: 1.5,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('skip_to_content')}
    </Link>
  );
}
