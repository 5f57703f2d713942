// The dossier's screens (core §2: hypotheek, verzekeringen, schades, documenten), for the registry.
export { DamagesScreen } from './damages/damages-screen';
export { DocumentsScreen } from './documents/documents-screen';
export { MortgagesScreen } from './mortgages/mortgages-screen';
export { PoliciesScreen } from './policies/policies-screen';
