/**
 * What the staff may do to a placed order's lines (decision 048): the schema lives in the contract
 * (shared/contract/admin/order-edit.ts, decision 050), where the admin call that sends it reads it.
 */
export { orderEditOperation, orderEditOperations, type OrderEditOperation } from '../../../shared/contract/admin/order-edit';
