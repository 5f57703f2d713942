import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A calculator's drawer: from the right, full width up to 768 px (core §2), a named dialog. */
export function CalculatorDrawerFrame({ open, title, onClose, width = 640, children }: { open: boolean; title: string; onClose: () => void; width?: number; children: ReactNode }) {
  const { t } = useTranslation('calculators');
  const titleId = useId();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', md: width } }, role: 'dialog', 'aria-labelledby': titleId } }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2, overflowY: 'auto' }}>{children}</Box>
    </Drawer>
  );
}
