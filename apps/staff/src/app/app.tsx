import { QueryClientProvider } from '@tanstack/react-query';
import { BoardPage } from '../features/board/components/board-page.tsx';
import { SignInPage } from '../features/auth/components/sign-in-page.tsx';
import { I18nProvider } from '../i18n/i18n.tsx';
import { queryClient } from '../lib/query-client.ts';
import { useSession } from '../lib/use-session.ts';

/** Signed out: the sign-in form. Signed in: live service (the orders board, issue 16). */
function Screens() {
  const current = useSession();
  return current ? <BoardPage session={current} /> : <SignInPage />;
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
