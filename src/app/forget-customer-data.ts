/**
 * Logout and account switches clear every cached answer (core §4). The cache (React Query) comes
 * with the signed-in shell, not with the first download, so it registers its clearing here when
 * it loads; before that there is nothing to forget.
 */
const forgetters = new Set<() => void>();

export function whenCustomerDataGoes(forget: () => void): void {
  forgetters.add(forget);
}

export function forgetCustomerData(): void {
  forgetters.forEach((forget) => forget());
}
