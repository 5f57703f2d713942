// The account's security (issue 39): where the customer is signed in.
import type { PortalHandlers } from '../types';
import { sessionHandlers } from './sessions';

export const accountHandlers = {
  ...sessionHandlers,
} satisfies Partial<PortalHandlers>;
