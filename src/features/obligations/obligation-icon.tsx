import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import HandshakeIcon from '@mui/icons-material/Handshake';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import SchoolIcon from '@mui/icons-material/School';
import type { ReactElement } from 'react';
import type { ObligationType } from './obligation-groups';

// One icon per obligation type (advice §2).
export const OBLIGATION_ICONS: Readonly<Record<ObligationType, ReactElement>> = {
  payment_account_with_negative_balance: <AccountBalanceWalletIcon />,
  personal_loan: <HandshakeIcon />,
  ongoing_credit: <CreditCardIcon />,
  study_advance: <SchoolIcon />,
  study_loan: <MenuBookIcon />,
  alimony: <FamilyRestroomIcon />,
};
