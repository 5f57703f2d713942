import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface DetailDrawerProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The close button's accessible name, in the calling screen's texts. */
  closeLabel: string;
  /** The paper's width per breakpoint; full width on a phone (core §2). */
  width: { xs: string; sm?: number; md?: number };
  children: ReactNode;
}

/** A drawer from the right with its title as a heading and a close button: a named dialog. */
export function DetailDrawer({ open, title, onClose, closeLabel, width, children }: DetailDrawerProps) {
  const titleId = useId();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width }, role: 'dialog', 'aria-labelledby': titleId } }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={closeLabel}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {/* A tab stop, so a keyboard can scroll a body that holds nothing else to focus, such as text only. */}
      <Box tabIndex={0} sx={{ p: 2, overflowY: 'auto' }}>
        {children}
      </Box>
    </Drawer>
  );
}
