import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AddressContext } from '../../../lib/formal-address';

/** Core §2: after a successful login the portal loads behind this modal (shown while it is mounted). */
export function LoadingModal({ context }: { context: AddressContext }) {
  const { t } = useTranslation('auth');
  return (
    <Dialog open aria-labelledby="loading-modal-title" slotProps={{ paper: { sx: { px: 5, py: 4 } } }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <CircularProgress aria-hidden />
        <Typography id="loading-modal-title" role="status">
          {t('loading_portal', { context })}
        </Typography>
      </Box>
    </Dialog>
  );
}
