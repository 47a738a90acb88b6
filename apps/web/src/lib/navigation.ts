/** Path of the app inside the site (000 §9); router paths below are relative to it. */
export const APP_BASE_PATH = '/customerapp';

type Navigate = (to: string) => void;

/** Until the router registers itself, navigation is a full page load under the app base. */
const fullPageNavigate: Navigate = (to) => window.location.assign(`${APP_BASE_PATH}${to}`);

let navigate: Navigate = fullPageNavigate;

/**
 * Lets code outside React (the request client) change the screen. The router registers its
 * `navigate`; tests register a recorder. Pass null to restore the full-page default.
 */
export function setNavigator(next: Navigate | null): void {
  navigate = next ?? fullPageNavigate;
}

/** Goes to an app path such as '/login?session=expired'. */
export function navigateTo(to: string): void {
  navigate(to);
}
