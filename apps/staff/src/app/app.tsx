import { QueryClientProvider } from '@tanstack/react-query';
import { SignInPage } from '../features/auth/components/sign-in-page.tsx';
import { I18nProvider } from '../i18n/i18n.tsx';
import { queryClient } from '../lib/query-client.ts';
import { useSession } from '../lib/use-session.ts';
import { ServiceShell } from './service-shell.tsx';

/** Signed out: the sign-in form. Signed in: live service (board and requests, issue 16). */
function Screens() {
  const current = useSession();
  return current ? <ServiceShell session={current} /> : <SignInPage />;
}

export function App() {
  return (
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        <Screens />
      </QueryClientProvider>
    </I18nProvider>
  );
}
