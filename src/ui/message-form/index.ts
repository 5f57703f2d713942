// The message form shared by the inbox dialog and the contact screen, with its machine and call.
export { MessageForm } from './message-form';
