/**
 * Table typing for Kysely. The catalogue is read through the definition-driven DAL (src/dal), which builds
 * queries from entity definitions at run time, so rows are typed per table where code touches them by hand and
 * loosely elsewhere.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- column values of dynamically selected tables; the DAL converts them via entity definitions
export type AnyRow = Record<string, any>;

export interface ContextRow {
  token: string;
  sales_channel_id: string;
  customer_id: string | null;
  payload: string;
  updated_at: string;
}

export interface SystemConfigRow {
  key: string;
  value: string;
}

export interface Database {
  sales_channel_api_context: ContextRow;
  system_config: SystemConfigRow;
  [table: string]: AnyRow;
}
