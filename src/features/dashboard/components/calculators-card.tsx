import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ItemCard } from '../../../ui/item-card';
import { usePortal } from '../../../ui/portal-context';
import { availableCalculators, CALCULATOR_PARAM } from '../../../lib/calculators';

/**
 * The calculators the office offers: two cards, three from 1200 px, with more or less (advice §2).
 * A card opens its calculator's drawer through the address (`?rekenhulp=`), which the shell
 * answers by loading the calculators' chunk only then.
 */
export function CalculatorsCard() {
  const { t } = useTranslation('dashboard');
  const { tenant, address } = usePortal();
  const wide = useMediaQuery('(min-width:1200px)');
  const [all, setAll] = useState(false);
  const [, setSearch] = useSearchParams();
  const listId = useId();
  const calculators = availableCalculators(tenant);
  if (calculators.length === 0) return null;
  const shown = all ? calculators : calculators.slice(0, wide ? 3 : 2);
  return (
    <Box component="section" id="calculators" aria-labelledby={`${listId}-title`} sx={{ scrollMarginTop: 96 }}>
      <Typography id={`${listId}-title`} component="h2" variant="h6" gutterBottom>
        {t('calculators_title')}
      </Typography>
      <Box
        component="ul"
        id={listId}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {shown.map((name) => (
          <li key={name}>
            <ItemCard
              icon={<CalculateOutlinedIcon />}
              kindLabel={t('calculator_kind')}
              title={t(`calculator_${name}`)}
              text={t(`calculator_${name}_text`, { context: address })}
              onOpen={() => setSearch({ [CALCULATOR_PARAM]: name })}
            />
          </li>
        ))}
      </Box>
      {calculators.length > (wide ? 3 : 2) && (
        <Button sx={{ mt: 1 }} onClick={() => setAll(!all)} aria-expanded={all} aria-controls={listId}>
          {t(all ? 'calculators_less' : 'calculators_more')}
        </Button>
      )}
    </Box>
  );
}
