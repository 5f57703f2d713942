// The living screen (advice §2: wonen), for the screen registry.
export { LivingScreen } from './living-screen';
