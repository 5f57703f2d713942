// The obligations screen (advice §2: verplichtingen), for the screen registry.
export { ObligationsScreen } from './obligations-screen';
