import type { Article51 } from '@masa/core/staff/business-settings.schemas';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useSettingsWrite } from '../api/settings.ts';

/**
 * The owner's İş Kanunu article 51 declaration (ADR 092): the rule, who declared it and when,
 * and for the owner alone the button that declares or withdraws it. Without it a service,
 * table or cover charge is refused and charged to no new order.
 */
export function Article51Declaration({
  declaration,
  isOwner,
  onSaved,
}: {
  declaration: Article51;
  isOwner: boolean;
  onSaved: (what: string) => void;
}) {
  const { t, language } = useI18n();
  const a = t.settings.article51;
  const write = useSettingsWrite<{ declared: boolean }, Article51>(
    'put',
    () => '/staff/settings/article-51',
  );
  const when = (iso: string) =>
    new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'Europe/Istanbul',
    }).format(new Date(iso));
  const toggle = () =>
    write.mutate({ declared: !declaration }, { onSuccess: () => onSaved(a.saved) });
  return (
    <section className="settings-card settings-wide" aria-labelledby="settings-article-51">
      <h2 id="settings-article-51">{a.title}</h2>
      <p className="settings-hint">{a.hint}</p>
      <p data-testid="article-51-state">
        {declaration ? a.declaredBy(declaration.declaredBy, when(declaration.declaredAt)) : a.none}
      </p>
      {isOwner ? (
        <button type="button" onClick={toggle} disabled={write.isPending}>
          {declaration ? a.withdraw : a.declare}
        </button>
      ) : (
        <p className="settings-hint">{a.ownerOnly}</p>
      )}
      {write.error && (
        <p role="alert" className="form-error">
          {write.error.message}
        </p>
      )}
    </section>
  );
}
