import type { EndpointSchemas } from './endpoint-schemas.ts';
import {
  myIncomeQuerySchema,
  myIncomeSchema,
  teamBetsPageSchema,
  teamBetsQuerySchema,
  teamTransactionsPageSchema,
  teamTransactionsQuerySchema,
} from './agent-lists.ts';
import { createDownlineSchema, createdDownlineSchema, registerCentreSchema } from './agent-register.ts';
import {
  downlineChangeSchema,
  downlineDetailSchema,
  downlineLockSchema,
  downlinePasswordSchema,
  downlineQuerySchema,
  downlineRemarkSchema,
  teamPageSchema,
  teamQuerySchema,
} from './agent-team.ts';
import { overviewQuerySchema, teamOverviewSchema } from './agent-overview.ts';
import { lossQuerySchema, lossStatementSchema } from './agent-loss.ts';
import { contractActionSchema, contractSectionQuerySchema, contractSectionSchema, contractViewSchema } from './agent-contracts.ts';
import { downlineTransferInfoSchema, downlineTransferRequestSchema, downlineTransferSchema } from './downline-transfer.ts';

/** The agent centre's part of the registry's schemas (endpoint-schemas.ts): its team calls, reports and transfer. */
export const AGENT_ENDPOINT_SCHEMAS = {
  teamOverview: { query: overviewQuerySchema, response: teamOverviewSchema },
  lossStatements: { query: lossQuerySchema, response: lossStatementSchema },
  teamMembers: { query: teamQuerySchema, response: teamPageSchema },
  downlineDetail: { query: downlineQuerySchema, response: downlineDetailSchema },
  lockDownline: { body: downlineLockSchema, response: downlineChangeSchema },
  resetDownlinePassword: { body: downlinePasswordSchema, response: downlineChangeSchema },
  remarkDownline: { body: downlineRemarkSchema, response: downlineChangeSchema },
  registerCentre: { response: registerCentreSchema },
  createDownline: { body: createDownlineSchema, response: createdDownlineSchema },
  teamBets: { query: teamBetsQuerySchema, response: teamBetsPageSchema },
  teamTransactions: { query: teamTransactionsQuerySchema, response: teamTransactionsPageSchema },
  myIncome: { query: myIncomeQuerySchema, response: myIncomeSchema },
  downlineTransferInfo: { response: downlineTransferInfoSchema },
  transferToDownline: { body: downlineTransferRequestSchema, response: downlineTransferSchema },
  dividendContract: { query: contractSectionQuerySchema, response: contractSectionSchema },
  dividendContractAct: { body: contractActionSchema, response: contractViewSchema },
  dailySalaryContract: { query: contractSectionQuerySchema, response: contractSectionSchema },
  dailySalaryContractAct: { body: contractActionSchema, response: contractViewSchema },
  hourlySalaryContract: { query: contractSectionQuerySchema, response: contractSectionSchema },
  hourlySalaryContractAct: { body: contractActionSchema, response: contractViewSchema },
  realTimeSalaryContract: { query: contractSectionQuerySchema, response: contractSectionSchema },
  realTimeSalaryContractAct: { body: contractActionSchema, response: contractViewSchema },
} as const satisfies Record<string, EndpointSchemas>;
