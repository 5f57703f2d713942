// The calculators: scenarios, refinance, maximum mortgage and sustainability (advice §2).
export { CalculatorDrawer } from './calculator-drawer';
