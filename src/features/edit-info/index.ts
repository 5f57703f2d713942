export { EditInfoScreen } from './edit-info-screen';
