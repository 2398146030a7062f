import type { Platform } from '../../context.ts';
import { addPromotion } from '../../modules/rewards/index.ts';

/** The promotions of a fresh install: a first-deposit bonus, a weekly loss rebate, a sign-up reward and an application the operator reviews, running from the seed on. */
export const SEED_PROMOTIONS = [
  {
    kind: 'firstDeposit',
    titleEs: 'Bono de primer depósito: 100 % hasta 2,000',
    titleEn: 'First-deposit bonus: 100% up to 2,000',
    contentEs:
      'Únete antes de tu primer depósito y te damos el 100 % de lo que deposites, hasta 2,000.\n\nEl bono y tu depósito deben apostarse 3 veces en apuestas válidas antes de poder retirar.',
    contentEn:
      'Join before your first deposit and we match 100% of what you deposit, up to 2,000.\n\nThe bonus and your deposit must be wagered 3 times in valid bets before you can withdraw.',
    percent: '100',
    cap: '2000',
    turnover: 3,
  },
  {
    kind: 'weeklyLoss',
    titleEs: 'Reembolso semanal: 10 % de tus pérdidas',
    titleEn: 'Weekly cashback: 10% of your losses',
    contentEs:
      'Únete una vez y cada lunes te devolvemos el 10 % de tu pérdida neta de la semana anterior, hasta 1,000. Reclámalo durante esa semana.\n\nDebe apostarse una vez antes de poder retirarlo.',
    contentEn:
      'Join once, and every Monday we give back 10% of your net loss of the week before, up to 1,000. Claim it during that week.\n\nIt must be wagered once before you can withdraw it.',
    percent: '10',
    cap: '1000',
    turnover: 1,
  },
  {
    kind: 'signUp',
    titleEs: 'Recompensa de registro: 8 de regalo',
    titleEn: 'Sign-up reward: 8 on us',
    contentEs: 'Bienvenido: reclama 8 de regalo una vez por cuenta nueva.\n\nDebe apostarse una vez antes de poder retirarlo.',
    contentEn: 'Welcome: claim 8 on us, once per new account.\n\nIt must be wagered once before you can withdraw it.',
    reward: '8',
    turnover: 1,
  },
  {
    kind: 'application',
    titleEs: 'Comparte tu gran premio: 50 de regalo',
    titleEn: 'Share your big win: 50 on us',
    contentEs:
      'Envíanos una captura de pantalla de un premio de al menos 100 veces tu apuesta y cuéntanos en qué juego fue. Revisamos cada solicitud y, si se aprueba, te damos 50.\n\nDebe apostarse una vez antes de poder retirarlo.',
    contentEn:
      'Send us a screenshot of a win of at least 100 times your stake and tell us which game it was. We review every application and, once approved, give you 50.\n\nIt must be wagered once before you can withdraw it.',
    reward: '50',
    turnover: 1,
  },
] as const;

export const seedPromotions = async (p: Platform) => {
  const from = p.now().toISOString();
  for (const promotion of SEED_PROMOTIONS) await addPromotion(p, { ...promotion, from, by: 'seed' });
};
