import Avatar from '@mui/material/Avatar';
import { useTheme } from '@mui/material/styles';
import { contrastText } from '../lib/colour-scale';
import { initialsOf } from '../lib/people';

/**
 * A person's picture, or their initials on a light tint of the office colour. The text colour is
 * picked for contrast, because MUI's grey default fails it with white initials.
 */
export function PersonAvatar({ name, src, size = 40 }: { name: string; src?: string | null; size?: number }) {
  const theme = useTheme();
  const background = theme.palette.tenant.primary[80];
  return (
    <Avatar
      src={src ?? undefined}
      alt={src ? name : undefined}
      sx={{ width: size, height: size, bgcolor: background, color: contrastText(background), fontSize: size * 0.4 }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
