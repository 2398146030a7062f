import { anyEnvelopeSchema } from '../../contract/envelope.ts';
import type { Env } from '../env.ts';
import type { OperatorOperations } from '../operator/operations.ts';

/** Nothing listens at the operator address: no server runs, so the database is free to open. */
export class OperatorUnreachable extends Error {
  override name = 'OperatorUnreachable';
}

/** The operator API refused or failed a call; code and message come from its envelope. */
export class OperatorFailure extends Error {
  override name = 'OperatorFailure';
  constructor(
    readonly code: string,
    message: string,
    readonly value: unknown,
  ) {
    super(message);
  }
}

/** Where the CLI finds the server: a wildcard listen address is reached on loopback. */
export const operatorUrl = (env: Pick<Env, 'OPERATOR_HOST' | 'OPERATOR_PORT'>) => {
  const host = env.OPERATOR_HOST === '0.0.0.0' ? '127.0.0.1' : env.OPERATOR_HOST === '::' ? '::1' : env.OPERATOR_HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.OPERATOR_PORT}`;
};

const codeOf = (err: unknown): string | undefined => (err as { code?: unknown } | null)?.code as string | undefined;

// A host name with several addresses fails with one error per address, grouped together.
const refused = (err: unknown): boolean => {
  const cause = (err as { cause?: unknown }).cause;
  if (codeOf(cause) === 'ECONNREFUSED') return true;
  const errors = (cause as { errors?: unknown[] } | undefined)?.errors;
  return Array.isArray(errors) && errors.length > 0 && errors.every((e) => codeOf(e) === 'ECONNREFUSED');
};

/** The operator operations of a running server, over its HTTP API. */
export const remoteOperations = (baseUrl: string, token: string | null): OperatorOperations => {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      if (refused(err)) throw new OperatorUnreachable(`No server answers at ${baseUrl}`);
      throw new Error(`The operator API at ${baseUrl} did not answer (${String((err as Error).cause ?? err)})`, { cause: err });
    }
    const envelope = anyEnvelopeSchema.safeParse(await res.json().catch(() => null));
    if (!envelope.success) throw new Error(`${baseUrl} answered HTTP ${res.status} without the platform's envelope`);
    const { success, errorCode = 'system.error', message = `HTTP ${res.status}`, value } = envelope.data;
    if (!success) throw new OperatorFailure(errorCode, message, value ?? null);
    return value as T;
  };
  const query = (params: Record<string, string | number | undefined>) =>
    new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();

  return {
    maintenanceStatus: () => call('GET', '/maintenance'),
    setMaintenance: (input) => call('PUT', '/maintenance', input),
    listRegionRules: () => call('GET', '/region'),
    blockRegion: (input) => call('POST', '/region', input),
    unblockRegion: (value) => call('DELETE', `/region?${query({ value })}`),
    listFlags: () => call('GET', '/flags'),
    setFlag: ({ modId, enabled }) => call('PUT', `/flags/${encodeURIComponent(modId)}`, { enabled }),
    listAccounts: ({ limit }) => call('GET', `/accounts?${query({ limit })}`),
    readOutbox: ({ channel, limit }) => call('GET', `/outbox?${query({ channel, limit })}`),
    listContent: ({ type }) => call('GET', `/content?${query({ type })}`),
    exportContent: () => call('GET', '/content/export'),
    importContent: (entries) => call('POST', '/content/import', { entries }),
    setContentActive: (id, active) => call('PUT', `/content/${encodeURIComponent(id)}/active`, { active }),
    deleteContent: (id) => call('DELETE', `/content/${encodeURIComponent(id)}`),
    setVendorMaintenance: ({ vendor, ...window }) => call('PUT', `/vendors/${encodeURIComponent(vendor)}/maintenance`, window),
    cdns: () => call('GET', '/cdns'),
    setCdns: (input) => call('PUT', '/cdns', input),
    backup: (input) => call('POST', '/backup', input),
    adjustWallet: (input) => call('POST', '/adjustments', input),
    walletMode: () => call('GET', '/wallet-mode'),
    setWalletMode: (input) => call('PUT', '/wallet-mode', input),
    unlockTransactionPassword: (input) => call('POST', '/transaction-password/unlock', input),
    resetTotp: (input) => call('POST', '/totp/off', input),
    changePayeeName: (input) => call('POST', '/payee-name', input),
    listWithdrawals: ({ status, limit }) => call('GET', `/withdrawals?${query({ status, limit })}`),
    payWithdrawal: ({ id, by }) => call('POST', `/withdrawals/${id}/pay`, { by }),
    rejectWithdrawal: ({ id, reason, by }) => call('POST', `/withdrawals/${id}/reject`, { reason, by }),
    listBankAccounts: ({ account }) => call('GET', `/bank-accounts?${query({ account })}`),
    verifyBankAccount: ({ id, by }) => call('POST', `/bank-accounts/${id}/verify`, { by }),
    withdrawalSettings: () => call('GET', '/withdrawal-settings'),
    setWithdrawalSettings: (input) => call('PUT', '/withdrawal-settings', input),
    listDisputes: ({ status, limit }) => call('GET', `/withdrawal-disputes?${query({ status, limit })}`),
    refundDispute: ({ id, by, reason }) => call('POST', `/withdrawal-disputes/${id}/refund`, { by, reason }),
    closeDispute: ({ id, by, reason }) => call('POST', `/withdrawal-disputes/${id}/close`, { by, reason }),
    disputeProofs: ({ id }) => call('GET', `/withdrawal-disputes/${id}/proofs`),
    listPaymentMethods: () => call('GET', '/payment-methods'),
    setPaymentMethod: ({ method, ...setting }) => call('PUT', `/payment-methods/${encodeURIComponent(method)}`, setting),
    listDeposits: ({ status, limit }) => call('GET', `/deposits?${query({ status, limit })}`),
    confirmDeposit: ({ id, by }) => call('POST', `/deposits/${id}/confirm`, { by }),
    rejectDeposit: ({ id, reason, by }) => call('POST', `/deposits/${id}/reject`, { reason, by }),
    depositReceipt: ({ id }) => call('GET', `/deposits/${id}/receipt`),
    sendMessage: (input) => call('POST', '/messages', input),
    listMessages: ({ limit }) => call('GET', `/messages?${query({ limit })}`),
    rebateRates: () => call('GET', '/rebate-rates'),
    createRedEnvelope: (input) => call('POST', '/red-envelopes', input),
    referralSetting: () => call('GET', '/referral'),
    pointConfig: () => call('GET', '/points/rate'),
    setPointRate: (input) => call('PUT', '/points/rate', input),
    listPointItems: () => call('GET', '/points/items'),
    addPointItem: (input) => call('POST', '/points/items', input),
    setPointItemStock: ({ id, stock }) => call('PUT', `/points/items/${id}/stock`, { stock }),
    disablePointItem: ({ id }) => call('POST', `/points/items/${id}/disable`, {}),
    listRedemptions: ({ status, limit }) => call('GET', `/points/redemptions?${query({ status, limit })}`),
    approveRedemption: ({ id, ...decision }) => call('POST', `/points/redemptions/${id}/approve`, decision),
    rejectRedemption: ({ id, ...decision }) => call('POST', `/points/redemptions/${id}/reject`, decision),
    adjustPoints: (input) => call('POST', '/points/adjustments', input),
    listContracts: ({ account, kind }) => call('GET', `/contracts?${query({ account, kind })}`),
    offerSiteContract: (input) => call('POST', '/contracts', input),
    listSettlements: ({ account, kind, limit }) => call('GET', `/contract-settlements?${query({ account, kind, limit })}`),
    inspectSettlement: ({ contractId, periodStart }) => call('GET', `/contract-settlements/${contractId}/${encodeURIComponent(periodStart)}`),
    runSettlement: () => call('POST', '/contract-settlements/run', {}),
    listResponsible: ({ account, onBreak }) => call('GET', `/responsible?${query({ account, onBreak: onBreak ? 'true' : undefined })}`),
    reopenAccount: (input) => call('POST', '/responsible/reopen', input),
    socialProviders: () => call('GET', '/social'),
    setSocialProvider: (input) => call('PUT', '/social/providers', input),
    disableSocialProvider: (input) => call('POST', '/social/providers/disable', input),
    setOidcClient: (input) => call('PUT', '/social/stand-in-clients', input),
    listMissions: () => call('GET', '/missions'),
    addMission: (input) => call('POST', '/missions', input),
    disableMission: ({ id }) => call('POST', `/missions/${id}/disable`, {}),
    setReferralSetting: (input) => call('PUT', '/referral', input),
    listRedEnvelopes: ({ limit }) => call('GET', `/red-envelopes?${query({ limit })}`),
    endRedEnvelope: ({ id, by }) => call('POST', `/red-envelopes/${id}/end`, { by }),
    addPromotion: (input) => call('POST', '/promotions', input),
    listPromotions: ({ limit }) => call('GET', `/promotions?${query({ limit })}`),
    endPromotion: ({ id, by }) => call('POST', `/promotions/${id}/end`, { by }),
    listApplications: ({ status, limit }) => call('GET', `/promotion-applications?${query({ status, limit })}`),
    applicationImages: ({ id }) => call('GET', `/promotion-applications/${id}/images`),
    approveApplication: ({ id, by }) => call('POST', `/promotion-applications/${id}/approve`, { by }),
    rejectApplication: ({ id, remark, by }) => call('POST', `/promotion-applications/${id}/reject`, { remark, by }),
    setRebateDelay: (input) => call('PUT', '/rebate-delay', input),
    // Sent as the operator typed it: the server reads the percent again.
    setRebateRate: ({ category, percent }) => call('PUT', `/rebate-rates/${encodeURIComponent(category)}`, { percent: (percent / 100).toFixed(2) }),
  };
};
