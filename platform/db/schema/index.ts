export * from './members.ts';
export * from './ledger.ts';
export * from './site.ts';
