// The sign-in feature's screens and parts, outside the first download: src/app loads the signed-out
// screens only when nobody is signed in, and the account switcher with the signed-in shell.
export { LoginScreen } from './login-screen';
export { PasswordScreen } from './password-screen';
export { AccountActivationScreen } from './account-activation-screen';
export { AccountSwitcher } from './components/account-switcher';
