// The services screen (advice §2: services), for the screen registry.
export { ServicesScreen } from './services-screen';
