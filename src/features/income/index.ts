// The income screen (advice §2: inkomen), for the screen registry.
export { IncomeScreen } from './income-screen';
