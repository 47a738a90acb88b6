/** The parts of the staff API's answers the simulator reads. */

export type SimOrder = {
  id: string;
  orderNumber: number;
  status: string;
  table: { name: string };
  items: { id: string; name: string; status: string }[];
};

export type SimRequest = {
  id: string;
  orderId: string | null;
  status: string;
  orderNumber: number | null;
  tableName: string;
  paymentMethod?: string | null;
  /** Kuruş, on bill and split requests. */
  tipAmount?: number;
};

export type SimMessage = SimRequest & { message: string; messageType: string };

/** A line of the simulator's log: Turkish first, English after the slash. */
export type Log = (turkish: string, english: string) => void;
