// Retrieving mortgage and pension data from an external source: built by the data-retrieval issue.
import { notImplemented } from '../../contract/handlers';
import type { PortalHandlers } from '../types';

export const assessmentHandlers = {
  postAssessmentToken: notImplemented,
  postPartnerAssessmentToken: notImplemented,
  postPortalInvitation: notImplemented,
} satisfies Partial<PortalHandlers>;
