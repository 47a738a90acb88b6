import { formatTry } from '@masa/core/money/format-try';
import type { OpenAccount } from '@masa/core/walkouts/walkouts.schemas';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useOpenAccounts, useSettleAccount } from '../api/open-accounts.ts';
import { FormError } from '../../../components/form-error.tsx';

/**
 * "Veresiye" (issue 32 item 4, ADR 076), owners and managers: the open accounts and what each
 * owes, as the server read it from the bills; one is settled later in cash or by card through
 * the normal payment path, counted on the day it is paid.
 */
export function OpenAccountsPage() {
  const { t } = useI18n();
  const accounts = useOpenAccounts();
  // The server lists those still owing first; a settled one (settledAt, ADR 079) is kept apart.
  const open = accounts.data?.filter((account) => !account.settledAt) ?? [];
  const settled = accounts.data?.filter((account) => account.settledAt) ?? [];
  return (
    <main className="back-office" aria-labelledby="accounts-title">
      <h1 id="accounts-title">{t('openAccounts.title')}</h1>
      {accounts.isPending && <p role="status">{t('openAccounts.loading')}</p>}
      <FormError error={accounts.error} />
      <section aria-labelledby="accounts-open">
        <h2 id="accounts-open">{t('openAccounts.openTitle')}</h2>
        {accounts.data && open.length === 0 && <p className="empty">{t('openAccounts.none')}</p>}
        <AccountList accounts={open} />
      </section>
      {settled.length > 0 && (
        <section aria-labelledby="accounts-settled">
          <h2 id="accounts-settled">{t('openAccounts.settledTitle')}</h2>
          <AccountList accounts={settled} />
        </section>
      )}
    </main>
  );
}

function AccountList({ accounts }: { accounts: OpenAccount[] }) {
  return (
    <ul className="table-orders">
      {accounts.map((account) => (
        <li key={account.id}>
          <AccountRow account={account} />
        </li>
      ))}
    </ul>
  );
}

function AccountRow({ account }: { account: OpenAccount }) {
  const { t } = useI18n();
  const settle = useSettleAccount();
  const headingId = `account-${account.id}`;
  return (
    <section aria-labelledby={headingId} className="party-size">
      <h3 id={headingId}>{account.customerName}</h3>
      {account.phone && <p>{account.phone}</p>}
      <p>
        {account.owed > 0
          ? t('openAccounts.owes', { amount: formatTry(account.owed) })
          : t('openAccounts.settled')}
      </p>
      <ul aria-label={t('openAccounts.orders')}>
        {account.orders.map((order) => (
          <li key={order.id}>
            {t('openAccounts.order', {
              number: order.orderNumber,
              table: order.table,
              left: formatTry(order.left),
            })}
          </li>
        ))}
      </ul>
      {account.owed > 0 && (
        <div>
          <button
            type="button"
            className="primary"
            disabled={settle.isPending}
            onClick={() => settle.mutate({ account, method: 'cash' })}
          >
            {t('openAccounts.payCash')}
          </button>{' '}
          <button
            type="button"
            disabled={settle.isPending}
            onClick={() => settle.mutate({ account, method: 'credit_card' })}
          >
            {t('openAccounts.payCard')}
          </button>
        </div>
      )}
      <FormError error={settle.error} />
    </section>
  );
}
