import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { SignInPage } from '../features/auth/components/sign-in-page.tsx';
import { AcceptLinkPage } from '../features/members/components/accept-link-page.tsx';
import { I18nProvider } from '../i18n/i18n.tsx';
import { queryClient } from '../lib/query-client.ts';
import { useSession } from '../lib/use-session.ts';
import { ServiceShell } from './service-shell.tsx';

/** A link from an invitation or password e-mail (`?link=…`, ADR 031), read once. */
const linkToken = () => new URLSearchParams(window.location.search).get('link');

/**
 * An invitation or password link: choose a password. Signed out: the sign-in form, at the URL
 * that was asked for, so signing in opens that screen (issue 31 §1). Signed in: live service
 * (board and requests, issue 16).
 */
function Screens() {
  const current = useSession();
  const [link, setLink] = useState(linkToken);
  if (link) {
    const done = () => {
      window.history.replaceState(null, '', window.location.pathname);
      setLink(null);
    };
    return <AcceptLinkPage token={link} onDone={done} />;
  }
  return current ? <ServiceShell session={current} /> : <SignInPage />;
}

export function App() {
  return (
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        {/* Served under /staff by the API server, which answers every deep link with the app. */}
        <BrowserRouter basename="/staff">
          <Screens />
        </BrowserRouter>
      </QueryClientProvider>
    </I18nProvider>
  );
}
