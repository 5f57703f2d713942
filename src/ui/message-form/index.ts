// The message form shared by the inbox's dialog and the contact screen (core §2, §5); the machine
// that sends it lives in src/api (use-send-message.ts), run by the feature that shows the form.
export { MessageForm, type MessageFormProps } from './message-form';
