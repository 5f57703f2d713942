/** Core §9: a password has at least 8 characters (sign-in screens and the account tab alike). */
export const PASSWORD_MIN_LENGTH = 8;
