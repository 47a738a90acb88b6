/** Delays of 000 §9: after a login, after a registration, and the login double-submit guard. */
export const LOGIN_REDIRECT_MS = 1500;
export const REGISTER_REDIRECT_MS = 2000;
export const LOGIN_SUBMIT_GUARD_MS = 2000;
