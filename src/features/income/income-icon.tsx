import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import PaymentsIcon from '@mui/icons-material/Payments';
import StorefrontIcon from '@mui/icons-material/Storefront';
import WorkIcon from '@mui/icons-material/Work';
import type { ReactElement } from 'react';
import type { IncomeType } from './income-rows';

// One icon per income type (advice §2): a benefit, an own company, a job, anything else.
export const INCOME_ICONS: Readonly<Record<IncomeType, ReactElement>> = {
  BenefitIncome: <AccountBalanceIcon />,
  CompanyIncome: <StorefrontIcon />,
  EmploymentIncome: <WorkIcon />,
  OtherIncome: <PaymentsIcon />,
};
