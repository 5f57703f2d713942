// The repayment penalty step by step (Bgfo art. 81c, AFM Leidraad): the penalty-free room of the
// whole loan and where its percentage comes from, the amount above it, and per loan part the
// comparison rate and what its schedule loses, so the customer can check the lender's letter.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatMoney, formatPercent } from '../../lib/format';
import { usePortal } from '../../ui/portal-context';
import type { RefinanceResult } from './refinance.machine';
import type { Translate } from './refinance-summary';

export function PenaltySteps({ details, t }: { details: RefinanceResult['repayment_penalty_details']; t: Translate }) {
  const { address } = usePortal();
  const titleId = useId();
  const context = address;
  const lender = details.comparison_lender ?? t('penalty_step_market', { context });
  return (
    // A section, not a list: the drawer's lists are the proposals.
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h4" sx={{ mt: 1.5 }}>
        {t('penalty_steps_title', { context })}
      </Typography>
      <Stack spacing={0.5} sx={{ mt: 0.5 }}>
        <Box>
          <Typography variant="body2">
            {t('penalty_step_room', {
              context,
              percent: formatPercent(details.penalty_free_percentage, 0),
              source: t(`penalty_source_${details.penalty_free_percentage_source}`, { context }),
              original: formatMoney(details.original_amount, 0),
              repaid: formatMoney(details.repaid_penalty_free_this_year, 0),
              room: formatMoney(details.penalty_free_room, 0),
            })}
          </Typography>
        </Box>
        <Box>
          <Typography variant="body2">
            {t('penalty_step_penalised', { context, repaid: formatMoney(details.repaid_amount, 0), penalised: formatMoney(details.penalised_amount, 0) })}
          </Typography>
        </Box>
        {details.parts.map((part, index) => (
          <Box key={index}>
            <Typography variant="body2">
              {part.comparison_rate === null || part.present_value_of_difference === 0
                ? t('penalty_step_part_none', {
                    context,
                    number: index + 1,
                    rate: formatPercent(part.interest_rate),
                    comparison: formatPercent(part.comparison_rate ?? 0),
                  })
                : t('penalty_step_part', {
                    context,
                    number: index + 1,
                    rate: formatPercent(part.interest_rate),
                    comparison: formatPercent(part.comparison_rate),
                    lender,
                    period: part.comparison_period_in_months,
                    value: formatMoney(part.present_value_of_difference, 0),
                    penalty: formatMoney(part.penalty, 0),
                  })}
            </Typography>
          </Box>
        ))}
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('penalty_step_rule', { context })}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
