import { Link, useNavigate } from 'react-router';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useOpenOrderLines } from '../api/open-orders.ts';
import { useTakeOrderMenu } from '../api/take-order-menu.ts';
import { dishesAgain } from '../again.ts';
import { defaultCourse } from '../courses.ts';
import { useTicket } from '../hooks/use-ticket.ts';
import '../take-order.css';

/**
 * On a table's panel (issue 31 §3, §5): "Sipariş Al", and the dishes of its open orders one tap
 * away: "Tekrar: Rakı" puts one on the table's ticket and opens the order screen, to send.
 */
export function TableOrderActions({
  table,
  businessId,
}: {
  table: { id: string; openOrders: { id: string }[] };
  businessId: string;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const menu = useTakeOrderMenu(businessId);
  const orders = useOpenOrderLines(table.openOrders.map((order) => order.id));
  const ticket = useTicket(table.id);
  const orderScreen = `/floor/${table.id}/order`;
  const again = menu.data ? dishesAgain(orders, menu.data.products) : [];
  return (
    <div className="table-order-actions">
      <Link className="button primary" to={orderScreen}>
        {t('takeOrder.open')}
      </Link>
      {again.length > 0 && (
        <div role="group" aria-label={t('takeOrder.lastOrder')} className="again">
          {again.map(({ key, product, options, extras }) => (
            <button
              key={key}
              type="button"
              onClick={() => {
                const category = menu.data?.categories.find((c) => c.id === product.categoryId);
                ticket.add(product, {
                  options,
                  extras,
                  notes: '',
                  seat: null,
                  course: defaultCourse(category),
                });
                void navigate(orderScreen);
              }}
            >
              {t('takeOrder.again', { dish: product.name })}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
