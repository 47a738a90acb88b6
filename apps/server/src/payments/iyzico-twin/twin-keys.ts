/** The twin's own key pair: the SDK signs with it, the twin verifies and signs its answers with it. */
export const TWIN_API_KEY = 'sandbox-masa-twin-api-key';
export const TWIN_SECRET_KEY = 'sandbox-masa-twin-secret-key';
