import Box from '@mui/material/Box';
import { energyLabelColours, type EnergyLabel } from '../lib/energy-label';

/** An energy label in its own colour, with text that stays readable on it. */
export function EnergyLabelBadge({ label }: { label: EnergyLabel }) {
  const { background, text } = energyLabelColours(label);
  return (
    <Box component="span" sx={{ display: 'inline-block', px: 1, borderRadius: 1, fontWeight: 700, bgcolor: background, color: text }}>
      {label}
    </Box>
  );
}
