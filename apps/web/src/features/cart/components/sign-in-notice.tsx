import { Link } from 'react-router';
import { tr } from '../../../i18n/tr.ts';
import { useAuth } from '../../auth/hooks/use-auth.ts';
import { useCart } from '../hooks/use-cart.ts';
import './sign-in-notice.css';

/**
 * 001 §2, §6: with items in the cart and nobody signed in, ordering needs sign-in. The
 * buttons bring the diner back to `redirectPath` afterwards.
 */
export function SignInNotice({ redirectPath }: { redirectPath: string }) {
  const { isLoggedIn } = useAuth();
  const hasItems = useCart().length > 0;
  if (isLoggedIn || !hasItems) return null;
  const query = `?redirectPath=${encodeURIComponent(redirectPath)}`;
  return (
    <section className="card sign-in-notice">
      <p className="sign-in-notice__text">{tr.menu.signInNotice}</p>
      <div className="sign-in-notice__actions">
        <Link to={`/login${query}`} className="button">
          {tr.menu.login}
        </Link>
        <Link to={`/register${query}`} className="button sign-in-notice__register">
          {tr.menu.register}
        </Link>
      </div>
    </section>
  );
}
