import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { convertRequestSchema, convertResultSchema, redeemRequestSchema, redeemResultSchema } from '../../../contract/points.ts';
import { callSealed } from '../../api-client/sealed.ts';

/** Redeems an item of the points mall: sealed, since it carries the transaction password. */
export const redeemPoints = (values: Readonly<Record<string, string>>, requestId: string) =>
  callSealed(
    ENDPOINTS.redeemPointReward,
    redeemResultSchema,
    redeemRequestSchema.parse({ itemId: values.itemId, quantity: Number(values.quantity), transactionPassword: values.transactionPassword, requestId }),
  );

/** Converts points to cash: sealed, since it carries the transaction password. */
export const convertPointsToCash = (values: Readonly<Record<string, string>>, requestId: string) =>
  callSealed(
    ENDPOINTS.convertPoint,
    convertResultSchema,
    convertRequestSchema.parse({ points: Number(values.points), transactionPassword: values.transactionPassword, requestId }),
  );
