import type { ContentEntryInput } from '../../modules/content/index.ts';

/** Notices, pop-ups, promotions and help notices of a fresh install, in Spanish and English. */
type Pair = readonly [title: string, html: string];

/** Publication times count back from here, one day apart, so the order is fixed. */
const NEWEST = Date.parse('2026-11-20T15:00:00Z');
const daysBefore = (days: number) => new Date(NEWEST - days * 86_400_000).toISOString();

const notice = (type: 'PL' | 'H', age: number, es: Pair, en: Pair): ContentEntryInput => ({
  kind: 'announcement',
  type,
  sort: age,
  publishedAt: daysBefore(age),
  texts: { ES: { title: es[0], content: es[1] }, EN: { title: en[0], content: en[1] } },
});

const NOTICE_TEXTS: readonly [Pair, Pair][] = [
  [
    ['Nuevo método de depósito: SPEI', '<p>Ya puedes depositar por transferencia SPEI. El saldo se acredita en minutos, sin comisión.</p>'],
    ['New deposit method: SPEI', '<p>You can now deposit by SPEI bank transfer. Funds arrive within minutes, free of charge.</p>'],
  ],
  [
    ['Mantenimiento programado del casino en vivo', '<p>El martes de 04:00 a 05:00 (hora del centro) algunas mesas en vivo no estarán disponibles.</p>'],
    ['Scheduled live casino maintenance', '<p>On Tuesday from 04:00 to 05:00 (Central time) some live tables will be unavailable.</p>'],
  ],
  [
    ['Torneo de tragamonedas de noviembre', '<p>Gira en las tragamonedas participantes y suma puntos. Los 50 primeros se reparten $100,000 MXN.</p>'],
    ['November slots tournament', '<p>Spin the featured slots to earn points. The top 50 share $100,000 MXN.</p>'],
  ],
  [
    ['Liga MX: cuotas mejoradas en la liguilla', '<p>Cuotas mejoradas en todos los partidos de cuartos de final.</p>'],
    ['Liga MX: boosted odds for the play-offs', '<p>Boosted odds on every quarter-final match.</p>'],
  ],
  [
    ['Protege tu cuenta', '<p>BetPlay nunca te pedirá tu contraseña por chat, teléfono ni correo. No la compartas con nadie.</p>'],
    ['Keep your account safe', '<p>BetPlay will never ask for your password by chat, phone or e-mail. Do not share it with anyone.</p>'],
  ],
  [
    ['Nuevos juegos de pesca', '<p>Tres nuevos juegos de pesca con multiplicadores de hasta x500 ya están en la sección Pesca.</p>'],
    ['New fishing games', '<p>Three new fishing games with multipliers up to x500 are now in the Fishing section.</p>'],
  ],
  [
    ['Retiros más rápidos', '<p>Los retiros verificados ahora se revisan en menos de 24 horas, también en fin de semana.</p>'],
    ['Faster withdrawals', '<p>Verified withdrawals are now reviewed within 24 hours, weekends included.</p>'],
  ],
  [
    ['Descarga la app', '<p>Juega desde tu teléfono con la app de BetPlay para iPhone y Android: escanea el código QR del menú lateral.</p>'],
    ['Get the app', '<p>Play on your phone with the BetPlay app for iPhone and Android: scan the QR code in the side menu.</p>'],
  ],
  [
    ['Horario de atención ampliado', '<p>El soporte por WhatsApp ahora atiende las 24 horas.</p>'],
    ['Longer support hours', '<p>WhatsApp support is now open 24 hours a day.</p>'],
  ],
  [
    ['Programa de puntos', '<p>Cada apuesta suma puntos que puedes canjear en la tienda de puntos. Los puntos no caducan.</p>'],
    ['Points programme', '<p>Every bet earns points you can redeem in the points mall. Points never expire.</p>'],
  ],
  [
    ['Lotería: sorteos cada 5 minutos', '<p>La lotería rápida ahora tiene sorteos cada 5 minutos, todo el día.</p>'],
    ['Lottery: draws every 5 minutes', '<p>Quick lottery now draws every 5 minutes, all day long.</p>'],
  ],
  [
    ['Límites de depósito', '<p>Fija tus límites diarios, semanales o mensuales en el centro de miembro, en la sección de seguridad.</p>'],
    ['Deposit limits', '<p>Set daily, weekly or monthly limits in the member centre, under security.</p>'],
  ],
  [
    ['E-sports: nuevos mercados', '<p>Apuesta en vivo en los principales torneos de League of Legends, Dota 2 y Counter-Strike.</p>'],
    ['E-sports: new markets', '<p>Bet live on the main League of Legends, Dota 2 and Counter-Strike tournaments.</p>'],
  ],
  [
    ['Bienvenido a BetPlay', '<p>Gracias por unirte. Revisa la sección de promociones para conocer tu bono de bienvenida.</p>'],
    ['Welcome to BetPlay', '<p>Thanks for joining. See the promotions page for your welcome bonus.</p>'],
  ],
];

export const SEED_PLAYER_NOTICES: readonly ContentEntryInput[] = NOTICE_TEXTS.map(([es, en], age) => notice('PL', age, es, en));

export const SEED_HELP_NOTICES: readonly ContentEntryInput[] = [
  notice(
    'H',
    0,
    [
      'Verificación de identidad',
      '<p>Antes del primer retiro pedimos una identificación oficial vigente (INE o pasaporte). Súbela en el centro de miembro.</p>',
    ],
    ['Identity check', '<p>Before the first withdrawal we ask for a valid official ID (INE or passport). Upload it in the member centre.</p>'],
  ),
  notice(
    'H',
    1,
    ['Juega con responsabilidad', '<p>Consulta nuestras herramientas de <a href="/help#responsible">juego responsable</a>. Solo mayores de 18 años.</p>'],
    ['Play responsibly', '<p>See our <a href="/help#responsible">responsible gaming</a> tools. Over 18s only.</p>'],
  ),
];

const popup = (execution: 'A' | 'B' | 'F', sort: number, es: Pair, en: Pair, promotion?: string): ContentEntryInput => ({
  kind: 'announcement',
  type: 'PU',
  execution,
  sort,
  publishedAt: daysBefore(sort),
  ...(promotion ? { linkageType: 'promotion' as const, linkage: promotion } : {}),
  texts: { ES: { title: es[0], content: es[1] }, EN: { title: en[0], content: en[1] } },
});

export const SEED_POPUPS: readonly ContentEntryInput[] = [
  popup(
    'A',
    0,
    ['Reembolso semanal activo', '<p>Este lunes recibes el <strong>10%</strong> de tus pérdidas netas de la semana. Revísalo en el centro de recompensas.</p>'],
    ['Weekly cashback is on', '<p>This Monday you get <strong>10%</strong> of your net losses for the week. See it in the reward centre.</p>'],
    'weeklyLoss',
  ),
  popup(
    'B',
    1,
    ['Duplica tu primer depósito', '<p>Regístrate hoy y recibe un bono del <strong>100%</strong> hasta $2,000 MXN en tu primer depósito.</p>'],
    ['Double your first deposit', '<p>Sign up today and get a <strong>100%</strong> bonus up to $2,000 MXN on your first deposit.</p>'],
    'firstDeposit',
  ),
  popup(
    'F',
    2,
    ['¡Bienvenido a BetPlay!', '<p>Tu cuenta está lista. Haz tu primer depósito para activar el bono de bienvenida y descubre más de 10,000 juegos.</p>'],
    ['Welcome to BetPlay!', '<p>Your account is ready. Make your first deposit to unlock the welcome bonus and explore over 10,000 games.</p>'],
  ),
];

const promotion = (slug: string, sort: number, es: Pair, en: Pair): ContentEntryInput => ({
  kind: 'announcement',
  type: 'PR',
  sort,
  publishedAt: daysBefore(sort),
  images: [{ sequence: 1, url: `/cdn/content/promo-${slug}.{lang}.svg` }],
  linkageType: 'route',
  linkage: '/promotions',
  texts: { ES: { title: es[0], content: es[1] }, EN: { title: en[0], content: en[1] } },
});

export const SEED_PROMOTIONS: readonly ContentEntryInput[] = [
  promotion(
    'welcome',
    0,
    [
      'Bono de bienvenida del 100%',
      '<p>Duplicamos tu primer depósito hasta <strong>$2,000 MXN</strong>.</p><ul><li>Depósito mínimo: $100 MXN.</li><li>Apuesta el bono 10 veces en 30 días para retirarlo.</li><li>Las tragamonedas cuentan al 100%; casino en vivo y deportes, al 20%.</li></ul>',
    ],
    [
      '100% welcome bonus',
      '<p>We double your first deposit up to <strong>$2,000 MXN</strong>.</p><ul><li>Minimum deposit: $100 MXN.</li><li>Wager the bonus 10 times within 30 days to withdraw it.</li><li>Slots count 100%; live casino and sports count 20%.</li></ul>',
    ],
  ),
  promotion(
    'cashback',
    1,
    [
      'Reembolso semanal del 10%',
      '<p>Cada lunes te devolvemos el <strong>10%</strong> de tus pérdidas netas de la semana anterior, hasta $5,000 MXN.</p><p>El reembolso llega sin requisitos de apuesta.</p>',
    ],
    [
      '10% weekly cashback',
      '<p>Every Monday we give back <strong>10%</strong> of your net losses of the week before, up to $5,000 MXN.</p><p>Cashback comes with no wagering requirements.</p>',
    ],
  ),
  promotion(
    'weekend',
    2,
    [
      'Apuesta segura de fin de semana',
      '<p>Apuesta en cualquier partido de la Liga MX el fin de semana. Si tu primera apuesta sencilla pierde, te devolvemos hasta <strong>$300 MXN</strong> en apuesta gratis.</p>',
    ],
    [
      'Weekend safe bet',
      '<p>Bet on any Liga MX match at the weekend. If your first single bet loses, we refund up to <strong>$300 MXN</strong> as a free bet.</p>',
    ],
  ),
  promotion(
    'referral',
    3,
    ['Invita a tus amigos', '<p>Comparte tu código de invitación. Cuando tu amigo deposite $300 MXN o más, ambos reciben <strong>$200 MXN</strong>.</p>'],
    ['Invite your friends', '<p>Share your invitation code. When your friend deposits $300 MXN or more, you both get <strong>$200 MXN</strong>.</p>'],
  ),
  promotion(
    'vip',
    4,
    [
      'Club VIP',
      '<table><thead><tr><th>Nivel</th><th>Reembolso</th><th>Retiros</th></tr></thead><tbody><tr><td>Plata</td><td>12%</td><td>24 h</td></tr><tr><td>Oro</td><td>15%</td><td>12 h</td></tr><tr><td>Diamante</td><td>20%</td><td>2 h</td></tr></tbody></table><p>Sube de nivel con tus apuestas del mes.</p>',
    ],
    [
      'VIP club',
      '<table><thead><tr><th>Level</th><th>Cashback</th><th>Withdrawals</th></tr></thead><tbody><tr><td>Silver</td><td>12%</td><td>24 h</td></tr><tr><td>Gold</td><td>15%</td><td>12 h</td></tr><tr><td>Diamond</td><td>20%</td><td>2 h</td></tr></tbody></table><p>Move up a level with your bets of the month.</p>',
    ],
  ),
];
