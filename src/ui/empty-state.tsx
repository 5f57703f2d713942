import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * What a list says when it has nothing to show (role status, so a screen reader hears a search come
 * up empty), and under it the `hint`: what will appear there and what the customer can do.
 */
export function EmptyState({ text, hint }: { text: string; hint?: string }) {
  return (
    <Box role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
      <InboxOutlinedIcon fontSize="large" aria-hidden />
      <Typography variant="body1">{text}</Typography>
      {hint && (
        <Typography variant="body2" sx={{ mt: 1, maxWidth: 480, mx: 'auto' }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
