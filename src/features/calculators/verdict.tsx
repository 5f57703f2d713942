import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import type { components } from '../../../generated/advice';

export type Livable = components['schemas']['Livable'];
export type PersonResult = components['schemas']['ScenarioPersonResult'];

/** `true`, `false` or `maybe` as a key: maybe when the customer can pay but cannot prolong (advice §4). */
export const livableKey = (livable: Livable): 'true' | 'false' | 'maybe' => (livable === 'maybe' ? 'maybe' : livable ? 'true' : 'false');

export function VerdictIcon({ livable, label }: { livable: Livable; label: string }) {
  const key = livableKey(livable);
  if (key === 'true') return <CheckCircleOutline color="success" titleAccess={label} />;
  if (key === 'maybe') return <HelpOutline sx={{ color: 'warning.dark' }} titleAccess={label} />;
  return <CancelOutlined color="error" titleAccess={label} />;
}

/** The overall outcome: the worst of all verdicts shown (probably can stay, maybe, probably cannot). */
export function overallOutcome(verdicts: Livable[]): 'true' | 'false' | 'maybe' {
  const keys = verdicts.map(livableKey);
  if (keys.includes('false')) return 'false';
  if (keys.includes('maybe')) return 'maybe';
  return 'true';
}
