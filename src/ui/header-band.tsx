import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface HeaderBandProps {
  title: string;
  subtitle?: string | null;
  /** Image URL; offices send their logo as a base64 data URL. */
  logoSrc?: string | null;
  logoAlt: string;
}

/** The page header in the office's primary colour, with its logo, name and slogan. */
export function HeaderBand({ title, subtitle, logoSrc, logoAlt }: HeaderBandProps) {
  return (
    <Box
      component="header"
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        px: { xs: 2, md: 4 },
        py: { xs: 2, md: 3 },
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 2, md: 3 },
      }}
    >
      {logoSrc && (
        // Logos are drawn for white paper, so they keep a white ground on any office colour.
        <Box sx={{ bgcolor: 'common.white', borderRadius: 1, p: 1, display: 'flex', flexShrink: 0 }}>
          <Box component="img" src={logoSrc} alt={logoAlt} sx={{ display: 'block', height: { xs: 40, md: 56 }, maxWidth: { xs: 96, md: 160 }, objectFit: 'contain' }} />
        </Box>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body1">
            {subtitle}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
