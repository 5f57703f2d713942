import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The screen of a section that a later issue builds: its title as the page heading and a line
 * saying it is on its way, and no made-up data. Shared by every such section, so it is one chunk.
 */
export function SectionScreen({ title }: { title: string }) {
  const { t } = useTranslation('shell');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body1" color="text.secondary">
        {t('section_soon')}
      </Typography>
    </Container>
  );
}
