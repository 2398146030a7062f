// One schema file per platform module; drizzle-kit and the database layer read them all from here.
export * from './identity.ts';
export * from './ledger.ts';
export * from './system.ts';
export * from './catalogue.ts';
export * from './content.ts';
export * from './member.ts';
export * from './play.ts';
export * from './lottery.ts';
export * from './deposit.ts';
export * from './rewards.ts';
export * from './points.ts';
export * from './agent.ts';
export * from './reports.ts';
export * from './contracts.ts';
export * from './responsible.ts';
export * from './social.ts';
export * from './centres.ts';
