// The retirement screen (advice §2: pensioen), for the screen registry.
export { RetirementScreen } from './retirement-screen';
