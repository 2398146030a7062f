export * from './members.ts';
export * from './ledger.ts';
export * from './site.ts';
export * from './games.ts';
export * from './content.ts';
export * from './messages.ts';
export * from './play.ts';
