// The contact screen (advice §2: contact), for the screen registry.
export { ContactScreen, type ContactFeatureParts } from './contact-screen';
