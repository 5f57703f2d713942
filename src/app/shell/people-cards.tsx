import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../generated/portal';
import { personAge } from '../../lib/people';
import { PersonAvatar } from '../../ui/person-avatar';
import { usePortalData } from '../../api/portal-data';
import { useShell } from './shell-context';

type Child = components['schemas']['Child'];

interface Person {
  id: string;
  name: string;
  avatar: string | null;
  age: number | null;
  relation: string;
}

/** Cards for the customer, the partner and the children (core §2 profile drawer). */
export function PeopleCards() {
  const { t } = useTranslation('shell');
  const { address } = useShell();
  const customer = usePortalData('customer');
  const family = usePortalData('family');
  const today = new Date();

  const childRelation = (child: Child): string =>
    child.sex === 'male' ? t('relation_son') : child.sex === 'female' ? t('relation_daughter') : t('relation_child');
  const partner = family.data?.partner;
  const people: Person[] = [
    ...(customer.data
      ? [
          {
            id: 'self',
            name: customer.data.full_name,
            avatar: customer.data.avatar ?? null,
            age: personAge(customer.data, today),
            relation: t('relation_self', { context: address }),
          },
        ]
      : []),
    ...(partner ? [{ id: 'partner', name: partner.full_name, avatar: partner.avatar, age: personAge(partner, today), relation: t('relation_partner') }] : []),
    ...(family.data?.children ?? []).map((child) => ({
      id: `child-${child.id}`,
      name: child.full_name,
      avatar: child.avatar,
      age: personAge(child, today),
      relation: childRelation(child),
    })),
  ];

  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {people.map((person) => (
        <Paper component="li" key={person.id} variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 1.5 }}>
          <PersonAvatar name={person.name} src={person.avatar} />
          <div>
            <Typography sx={{ fontWeight: 600 }}>{person.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[person.relation, person.age === null ? null : t('age_years', { age: person.age })].filter(Boolean).join(' · ')}
            </Typography>
          </div>
        </Paper>
      ))}
    </Stack>
  );
}
