/**
 * The i18next context for addressing the customer. Texts come as `key` (informal,
 * je/jouw) and `key_u` (formal, u/uw); the office's pronoun setting picks one.
 * Spec core §1: any value other than 'JE' means formal, so an unknown office or a
 * missing setting also gets the polite form.
 */
export type AddressContext = 'u' | undefined;

export function addressContext(pronoun: string | null | undefined): AddressContext {
  return pronoun === 'JE' ? undefined : 'u';
}
