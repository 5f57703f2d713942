import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import type { components } from '../../../generated/advice';
import { outcomeOf } from './scenario-wording';

export type Livable = components['schemas']['Livable'];
export type PersonResult = components['schemas']['ScenarioPersonResult'];

/** The verdict's icon: maybe when the customer can pay but cannot prolong (advice §4). */
export function VerdictIcon({ livable, label }: { livable: Livable; label: string }) {
  const key = outcomeOf(livable);
  if (key === 'true') return <CheckCircleOutline color="success" titleAccess={label} />;
  if (key === 'maybe') return <HelpOutline sx={{ color: 'warning.dark' }} titleAccess={label} />;
  return <CancelOutlined color="error" titleAccess={label} />;
}
