// The appointment catalogue of the office API (issue 37, decision record 043): advisors,
// categories and types by the office's own ids.
import { advisorHandlers } from './advisors';
import { catalogueTypeHandlers } from './types';

export const catalogueHandlers = { ...advisorHandlers, ...catalogueTypeHandlers };
