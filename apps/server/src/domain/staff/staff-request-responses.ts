// The staff's view of diners' requests: the schemas live in core (both apps read them).
export {
  staffBillRequestResponse as billRequestResponse,
  staffMessageResponse,
  staffSplitRequestResponse as splitRequestResponse,
  staffWaiterCallResponse,
  type StaffBillRequestResponse as BillRequestResponse,
  type StaffMessageResponse,
  type StaffSplitRequestResponse as SplitRequestResponse,
  type StaffWaiterCallResponse,
} from '@masa/core/staff/staff-request.schemas';
