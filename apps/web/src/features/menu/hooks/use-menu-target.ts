import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTable } from '../../../lib/menu/get-table.ts';
import { storage } from '../../../lib/storage.ts';

export type MenuTarget = {
  businessId: string | null;
  /** null: no table yet; the cart asks for one when ordering (ADR 036). */
  tableId: string | null;
};

/**
 * Which business and table the menu shows (001 §2): /menu/{businessId}/{tableId},
 * /menu/{businessId}, /table/{tableId}, ?business={id}, or /menu with the stored ids. A menu
 * opened for a business without a table uses the stored table only when it is of that
 * business (a diner who scanned a table and came back); otherwise none, and the cart asks
 * for one when the diner orders (docs/decisions/036-guest-ordering.md).
 */
export function resolveMenuTarget(
  params: { businessId?: string | undefined; tableId?: string | undefined },
  queryBusinessId: string | null,
  stored: { businessId: string | null; tableId: string | null },
): MenuTarget {
  const businessId = params.businessId ?? queryBusinessId ?? stored.businessId;
  if (params.tableId) return { businessId, tableId: params.tableId };
  const storedTableFits = businessId !== null && businessId === stored.businessId;
  return { businessId, tableId: storedTableFits ? stored.tableId : null };
}

/**
 * The menu's target. A table named in the address is remembered for the cart and checkout once
 * the server knows it as a table of that business (the menu's own table query): a bad or old
 * link says so on the menu and leaves the diner's table as it was (issue 30).
 */
export function useMenuTarget(): MenuTarget {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const queryBusinessId = searchParams.get('business');
  const target = useMemo(
    () =>
      resolveMenuTarget(
        { businessId: params.businessId, tableId: params.tableId },
        queryBusinessId,
        { businessId: storage.getBusinessId(), tableId: storage.getTableId() },
      ),
    [params.businessId, params.tableId, queryBusinessId],
  );

  const table = useTable(target.tableId, target.businessId);
  const known = table.isSuccess;

  useEffect(() => {
    if (target.businessId === null || target.tableId === null || !known) return;
    if (storage.getBusinessId() === target.businessId && storage.getTableId() === target.tableId) {
      return;
    }
    // A new table: the active order of another table is not this table's.
    storage.setBusinessId(target.businessId);
    storage.setTableId(target.tableId);
    storage.setActiveOrderId(null);
    storage.setSessionCleared(false);
  }, [target.businessId, target.tableId, known]);

  return target;
}
