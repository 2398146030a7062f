import { z } from 'zod';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import {
  breakRefusalSchema,
  type BreakRefusal,
  breakRequestSchema,
  limitChangeSchema,
  limitRefSchema,
  realityIntervalSchema,
  responsibleStateSchema,
} from '../../../contract/responsible-gambling.ts';
import { callApi } from '../../api-client/client.ts';
import { callSealed } from '../../api-client/sealed.ts';
import type { BreakChoice, ResponsibleRequest } from './responsible-checks.ts';

/** Sends one change of the responsible-gambling section. Rejects with the API client's errors. */
export const sendResponsible = async (request: ResponsibleRequest): Promise<void> => {
  switch (request.call) {
    case 'limit':
      await callApi(ENDPOINTS.responsibleLimit, responsibleStateSchema, { body: limitChangeSchema.parse(request.body) });
      return;
    case 'confirm':
      await callApi(ENDPOINTS.responsibleLimitConfirm, responsibleStateSchema, { body: limitRefSchema.parse(request.body) });
      return;
    case 'cancel':
      await callApi(ENDPOINTS.responsibleLimitCancel, responsibleStateSchema, { body: limitRefSchema.parse(request.body) });
      return;
    case 'reality':
      await callApi(ENDPOINTS.responsibleReality, responsibleStateSchema, { body: realityIntervalSchema.parse(request.body) });
  }
};

/** Starts a time-out or self-exclusion, sealed since it carries the login password. Every session of the account ends with it. */
export const takeBreak = (choice: BreakChoice, password: string): Promise<BreakRefusal> =>
  callSealed(ENDPOINTS.responsibleBreak, breakRefusalSchema, breakRequestSchema.parse({ ...choice, password, confirm: true }));

/** Drops the session cookie the platform no longer honours: the gateway clears it on logout whatever the platform answers. */
export const dropSessionCookie = async (): Promise<void> => {
  await callApi(ENDPOINTS.logout, z.unknown()).catch(() => undefined);
};
