import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthTenant } from '../use-auth-tenant';

/**
 * The frame of the signed-out screens (core §2 login screen): logo, the screen's content, a footer
 * with the year, and the office's side image beside it (hidden on a phone, where it would only
 * push the form down).
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { tenant, office } = useAuthTenant();
  const name = office ?? t('portal_name');
  const year = new Date().getFullYear();

  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 4fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, px: { xs: 2.5, sm: 5, lg: 8 }, py: { xs: 3, md: 5 }, gap: 4 }}>
        <Box component="header" sx={{ display: 'flex', alignItems: 'center', minHeight: 48 }}>
          {tenant?.logo ? (
            <Box
              component="img"
              src={tenant.logo}
              alt={t('office_logo', { office: name })}
              sx={{ display: 'block', height: { xs: 40, md: 52 }, maxWidth: 200, objectFit: 'contain' }}
            />
          ) : (
            <Typography component="p" variant="h6" sx={{ fontWeight: 700, color: 'primary.main' }}>
              {name}
            </Typography>
          )}
        </Box>
        <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: { xs: 'flex-start', md: 'center' } }}>
          <Box sx={{ width: '100%', maxWidth: 440, mx: 'auto' }}>{children}</Box>
        </Box>
        <Box component="footer">
          <Typography variant="body2" color="text.secondary">
            {t('footer', { year, office: name })}
          </Typography>
        </Box>
      </Box>
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', md: 'block' },
          // The office's header picture over a wash of its colours; without one the wash alone.
          backgroundColor: 'primary.main',
          backgroundImage: (theme) =>
            [
              tenant?.header ? `url("${tenant.header}")` : null,
              `linear-gradient(160deg, ${theme.palette.primary.main} 0%, ${theme.palette.tenant.primary[40]} 55%, ${theme.palette.tertiary.main} 100%)`,
            ]
              .filter(Boolean)
              .join(', '),
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
    </Box>
  );
}
