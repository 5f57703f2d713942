// The icon registry: each icon name of screens.config.ts mapped to an MUI icon.
import AccountBalance from '@mui/icons-material/AccountBalance';
import CreditCard from '@mui/icons-material/CreditCard';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Elderly from '@mui/icons-material/Elderly';
import Event from '@mui/icons-material/Event';
import Euro from '@mui/icons-material/Euro';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import Home from '@mui/icons-material/Home';
import Mail from '@mui/icons-material/Mail';
import ReportProblem from '@mui/icons-material/ReportProblem';
import Shield from '@mui/icons-material/Shield';
import SupportAgent from '@mui/icons-material/SupportAgent';
import TaskAlt from '@mui/icons-material/TaskAlt';
import type SvgIcon from '@mui/material/SvgIcon';
import type { IconName } from '../../config';

export const icons: Readonly<Record<IconName, typeof SvgIcon>> = {
  dashboard: Dashboard,
  living: Home,
  mortgages: AccountBalance,
  policies: Shield,
  income: Euro,
  retirement: Elderly,
  obligations: CreditCard,
  contact: SupportAgent,
  services: HandshakeOutlined,
  documents: Description,
  inbox: Mail,
  tasks: TaskAlt,
  damages: ReportProblem,
  appointments: Event,
};
