import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { initialsOf } from '../../lib/people';

export interface ContactPerson {
  full_name: string;
  email: string | null;
  phone: string | null;
  avatar: string | null;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** An advisor or account manager: photo, name, role, and phone and e-mail as links. */
export function ContactPersonCard({ person, role }: { person: ContactPerson; role: string }) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} component="h2" variant="overline" color="text.secondary">
          {role}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
          <Avatar src={person.avatar ?? undefined} alt="" sx={{ width: 64, height: 64, bgcolor: 'primary.main' }}>
            {initialsOf(person.full_name)}
          </Avatar>
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {person.full_name}
            </Typography>
            {person.phone && (
              <Link href={telHref(person.phone)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                <PhoneIcon fontSize="small" aria-hidden />
                {person.phone}
              </Link>
            )}
            {person.email && (
              <Link href={`mailto:${person.email}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, overflowWrap: 'anywhere' }}>
                <EmailIcon fontSize="small" aria-hidden />
                {person.email}
              </Link>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
