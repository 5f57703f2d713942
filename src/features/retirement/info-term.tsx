import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

/** A term with an info button that opens its explanation in a popover (survivor's pension rules). */
export function InfoTerm({ term, info, infoLabel }: { term: string; info: string; infoLabel: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      {term}
      <IconButton
        size="small"
        aria-label={infoLabel}
        aria-describedby={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ml: 0.25, p: 0.25 }}
      >
        <InfoOutlinedIcon fontSize="inherit" />
      </IconButton>
      <Popover id={id} open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Typography variant="body2" sx={{ p: 2, maxWidth: 320 }}>
          {info}
        </Typography>
      </Popover>
    </>
  );
}
