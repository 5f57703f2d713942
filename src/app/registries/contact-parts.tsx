/**
 * What the contact screen shows of other features (a feature never imports another): the button
 * that opens the appointment booking in a modal, as its own chunk.
 */
import type { ContactFeatureParts } from '../../features/contact';
import { lazyPart } from './lazy-part';

export const contactParts: ContactFeatureParts = {
  bookAppointment: lazyPart(() => import('../../features/appointments').then((module) => module.BookAppointmentButton)),
};
