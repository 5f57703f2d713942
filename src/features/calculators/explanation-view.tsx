import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { components } from '../../../generated/advice';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../lib/format';
import { usePathOf, usePortal } from '../../ui/portal-context';
import { LIVING_TAB } from './edit-info-tab';

export type Explanation = components['schemas']['Explanation'];
type Figure = Explanation['figures'][string];

// How a value reads: the engine's keys name what they hold, so the unit follows from the key
// (`figure_…` for intermediate figures, `rule_…` for the rules' values).
const PERCENT = new Set([
  'figure_woonquote',
  'figure_test_rate',
  'figure_loan_to_value',
  'rule_woonquote',
  'rule_woonquote_from_aow',
  'rule_woonquote_box3',
  'rule_test_rate',
  'rule_loan_to_value_surcharge',
]);
const SHARE = new Set(['rule_ww', 'rule_wia_partly_working', 'rule_wia_not_durable', 'rule_credit_limit', 'rule_loan_to_value']);
const COUNT = new Set(['rule_annuity_months', 'rule_new_interest_only_term', 'rule_student_debt']);

/** The engine's keys are data, not literals: translated by name, falling back to the key itself. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function formatValue(key: string, value: Figure, t: Translate): string {
  if (value === null) return '–';
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value, 'long') : value;
  if (PERCENT.has(key)) return formatPercent(value, 2);
  if (SHARE.has(key)) return formatPercent(value * 100, 0);
  if (COUNT.has(key)) return formatNumber(value, key === 'rule_student_debt' ? 2 : 0);
  return formatMoney(value, Number.isInteger(value) ? 0 : 2);
}

/** The rules applied, with their sources, and the intermediate figures of one verdict. */
export function ExplanationView({ explanation }: { explanation: Explanation }) {
  const { t: typed } = useTranslation('calculators');
  const t = typed as unknown as Translate;
  const { address } = usePortal();
  const editPath = usePathOf('editInfo');
  const missing = explanation.missing ?? [];
  return (
    <Box>
      {missing.length > 0 && (
        // A figure the file lacks was left out of the sum: say which, and where to fill it in.
        <Alert
          severity="info"
          sx={{ my: 1 }}
          action={
            editPath && (
              <Button component={Link} to={`${editPath}/${LIVING_TAB}`} size="small">
                {t('update_data')}
              </Button>
            )
          }
        >
          {t('explanation_missing', { context: address, fields: missing.map((field) => t(`missing_field_${field}`, { defaultValue: field })).join(', ') })}
        </Alert>
      )}
      <Typography component="h4" variant="subtitle2" sx={{ mt: 1 }}>
        {t('explanation_figures')}
      </Typography>
      <Table size="small" aria-label={t('explanation_figures')}>
        <TableBody>
          {Object.entries(explanation.figures).map(([key, value]) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                {t(`figure_${key}`, { defaultValue: key })}
              </TableCell>
              <TableCell align="right" sx={{ pr: 0, whiteSpace: 'nowrap' }}>
                {formatValue(`figure_${key}`, value, t)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography component="h4" variant="subtitle2" sx={{ mt: 2 }}>
        {t('explanation_rules', { year: explanation.rules_year })}
      </Typography>
      <Box component="ul" sx={{ pl: 2, my: 0.5 }}>
        {explanation.rules.map((rule) => (
          <li key={rule.rule}>
            <Typography variant="body2">
              {t(`rule_${rule.rule}`, { defaultValue: rule.rule })}: <strong>{formatValue(`rule_${rule.rule}`, rule.value, t)}</strong>
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {rule.source}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
