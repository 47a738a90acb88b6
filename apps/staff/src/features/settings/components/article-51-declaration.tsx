import type { Article51 } from '@masa/core/staff/business-settings.schemas';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useSettingsWrite } from '../api/settings.ts';
import { FormError } from '../../../components/form-error.tsx';
import { stampFormat } from '@masa/core/time/stamp';

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
  const write = useSettingsWrite<{ declared: boolean }, Article51>(
    'put',
    () => '/staff/settings/article-51',
  );
  const when = (iso: string) => stampFormat(language).format(new Date(iso));
  const toggle = () =>
    write.mutate(
      { declared: !declaration },
      { onSuccess: () => onSaved(t('settings.article51.saved')) },
    );
  return (
    <section className="settings-card settings-wide" aria-labelledby="settings-article-51">
      <h2 id="settings-article-51">{t('settings.article51.title')}</h2>
      <p className="settings-hint">{t('settings.article51.hint')}</p>
      <p data-testid="article-51-state">
        {declaration
          ? t('settings.article51.declaredBy', {
              name: declaration.declaredBy,
              when: when(declaration.declaredAt),
            })
          : t('settings.article51.none')}
      </p>
      {isOwner ? (
        <button type="button" onClick={toggle} disabled={write.isPending}>
          {declaration ? t('settings.article51.withdraw') : t('settings.article51.declare')}
        </button>
      ) : (
        <p className="settings-hint">{t('settings.article51.ownerOnly')}</p>
      )}
      <FormError error={write.error} />
    </section>
  );
}
