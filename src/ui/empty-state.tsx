import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** What a list says when it has nothing to show (role status, so a screen reader hears a search come up empty). */
export function EmptyState({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
      <InboxOutlinedIcon fontSize="large" aria-hidden />
      <Typography variant="body1">{text}</Typography>
    </Box>
  );
}
