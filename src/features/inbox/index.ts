export { InboxScreen } from './inbox-screen';
