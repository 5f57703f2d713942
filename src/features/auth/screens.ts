// The sign-in feature's login screen, outside the first download: src/app loads it only when nobody
// is signed in (the signed-in shell takes the account switcher from its own file). The password and
// activation screens, opened from mailed links, are loaded on their own (src/app/startup/signed-out-screens.tsx).
export { LoginScreen } from './login-screen';
