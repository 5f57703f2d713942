// The sign-in feature's signed-out screens, outside the first download: src/app loads them only
// when nobody is signed in (the signed-in shell takes the account switcher from its own file).
export { LoginScreen } from './login-screen';
export { PasswordScreen } from './password-screen';
export { AccountActivationScreen } from './account-activation-screen';
