// The calculators: scenarios, refinance, maximum mortgage and sustainability (advice §2).
export { CalculatorDrawer, type CalculatorName } from './calculator-drawer';
