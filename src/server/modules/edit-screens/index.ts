// Saving the customer's own data from the edit screens: built by the edit-screens issue.
import { notImplemented } from '../../contract/handlers';
import type { PortalHandlers } from '../types';

export const editScreenHandlers = {
  postContactDetails: notImplemented,
  postPersonalia: notImplemented,
  postCurrentLiving: notImplemented,
  postIncomeEdit: notImplemented,
  postMortgageEdit: notImplemented,
} satisfies Partial<PortalHandlers>;
