// The message form shared by the inbox's dialog and the contact screen (core §2, §5).
export { MessageForm, type MessageFormProps } from './message-form';
export { messageText, type MessageTag } from './contact-text';
