// The account (issue 39): where the customer is signed in, and their data to take away.
import type { PortalHandlers } from '../types';
import { dataExportHandlers } from './data-export';
import { sessionHandlers } from './sessions';

export const accountHandlers = {
  ...sessionHandlers,
  ...dataExportHandlers,
} satisfies Partial<PortalHandlers>;
