export { AppointmentsCard } from './appointments-card';
export { AppointmentsScreen } from './appointments-screen';
export { BookAppointmentButton } from './book-appointment-button';
