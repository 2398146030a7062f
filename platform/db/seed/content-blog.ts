import type { ContentEntryInput } from '../../modules/content/index.ts';

/*
 * The blog of a fresh install (`/blog`), in Spanish and English. Covers are drawn by
 * platform/modules/content/art.ts; `{lang}` picks the reader's language.
 */
interface Words {
  title: string;
  summary: string;
  content: string;
}

const post = (slug: string, publishedAt: string, es: Words, en: Words): ContentEntryInput => ({
  kind: 'blog',
  slug,
  cover: `/cdn/content/blog-${slug}.{lang}.svg`,
  publishedAt,
  texts: { ES: es, EN: en },
});

export const SEED_BLOG: readonly ContentEntryInput[] = [
  post(
    'slots-rtp-explained',
    '2026-10-20T15:00:00.000Z',
    {
      title: 'Qué significa el RTP de una tragamonedas',
      summary: 'El retorno al jugador explica cuánto devuelve un juego a largo plazo, y por qué cada sesión es distinta.',
      content:
        '<p>El <strong>RTP</strong> (retorno al jugador) es el porcentaje de lo apostado que una tragamonedas devuelve en premios a lo largo de millones de giros. Nuestra tragamonedas de la casa tiene un RTP del 96.06 %, calculado sobre cada combinación posible de los rodillos.</p><h2>Lo que el RTP no dice</h2><p>Un RTP del 96 % no significa que recuperes 96 pesos de cada 100 en una tarde. Las sesiones cortas varían mucho: puedes ganar un premio grande en el primer giro o no acertar nada en cincuenta.</p><h2>Cómo usarlo</h2><ul><li>Compara juegos del mismo tipo por su RTP.</li><li>Fija un presupuesto antes de jugar y respétalo.</li><li>Revisa tu historial de apuestas: cada ronda queda registrada.</li></ul>',
    },
    {
      title: 'What a slot’s RTP means',
      summary: 'Return to player tells you what a game pays back in the long run, and why every session is different.',
      content:
        '<p><strong>RTP</strong> (return to player) is the share of everything staked that a slot pays back in prizes over millions of spins. Our in-house slot returns 96.06 %, computed over every possible stop of its reels.</p><h2>What RTP does not say</h2><p>A 96 % RTP does not mean you get 96 pesos back from every 100 in one evening. Short sessions swing widely: you can land a big prize on the first spin or nothing in fifty.</p><h2>How to use it</h2><ul><li>Compare games of the same kind by their RTP.</li><li>Set a budget before you play, and keep to it.</li><li>Check your betting record: every round is listed there.</li></ul>',
    },
  ),
  post(
    'spei-oxxo-deposits',
    '2026-11-03T17:30:00.000Z',
    {
      title: 'Deposita con SPEI u OXXO en pocos pasos',
      summary: 'Transferencia bancaria o efectivo en tienda: cómo funciona cada método y cuánto tarda en llegar tu saldo.',
      content:
        '<p>En BetPlay puedes recargar tu cuenta con una <strong>transferencia SPEI</strong> desde tu banco o pagando en efectivo en cualquier <strong>OXXO</strong>.</p><h2>SPEI</h2><p>Al elegir SPEI te damos una CLABE y una referencia. Haz la transferencia desde tu banca en línea con esa referencia y el saldo se acredita en cuanto la confirmamos.</p><h2>OXXO</h2><p>Con OXXO recibes una referencia de pago. Muéstrala en caja, paga en efectivo y guarda tu ticket hasta ver el depósito en tu historial.</p><p>Recuerda que los depósitos y retiros solo pueden hacerse con métodos a tu nombre.</p>',
    },
    {
      title: 'Deposit with SPEI or OXXO in a few steps',
      summary: 'Bank transfer or cash at the store: how each method works and how soon your balance arrives.',
      content:
        '<p>At BetPlay you can top up your account with a <strong>SPEI transfer</strong> from your bank, or pay cash at any <strong>OXXO</strong> store.</p><h2>SPEI</h2><p>Choose SPEI and we give you a CLABE and a reference. Transfer from your online banking with that reference, and the balance is credited as soon as we confirm it.</p><h2>OXXO</h2><p>With OXXO you get a payment reference. Show it at the till, pay in cash and keep your receipt until the deposit shows in your history.</p><p>Deposits and withdrawals can only use payment methods in your own name.</p>',
    },
  ),
  post(
    'liga-mx-betting-guide',
    '2026-11-12T20:00:00.000Z',
    {
      title: 'Guía para apostar en la Liguilla de la Liga MX',
      summary: 'Resultado final, goles y hándicap: los mercados más populares de la Liguilla y cómo leer sus momios.',
      content:
        '<p>La <strong>Liguilla</strong> reúne los partidos más intensos del torneo, y también los mercados con más movimiento.</p><h2>Mercados más populares</h2><ul><li><strong>Resultado final (1X2):</strong> local, empate o visitante al minuto 90.</li><li><strong>Más/menos goles:</strong> si el partido supera una línea, por ejemplo 2.5 goles.</li><li><strong>Hándicap asiático:</strong> da ventaja a un equipo y elimina el empate.</li></ul><h2>Cómo leer un momio</h2><p>Un momio decimal de 2.50 significa que una apuesta de 100 pesos devuelve 250 si aciertas: 150 de ganancia más tu apuesta.</p><p>Apuesta solo lo que estés dispuesto a perder, y usa los límites de juego responsable si lo necesitas.</p>',
    },
    {
      title: 'A guide to betting on the Liga MX play-offs',
      summary: 'Match result, goals and handicap: the most popular play-off markets and how to read their odds.',
      content:
        '<p>The <strong>Liguilla</strong> brings the season’s most intense matches, and the markets that move the most.</p><h2>Most popular markets</h2><ul><li><strong>Match result (1X2):</strong> home, draw or away after 90 minutes.</li><li><strong>Over/under goals:</strong> whether the match passes a line, such as 2.5 goals.</li><li><strong>Asian handicap:</strong> gives one team a head start and removes the draw.</li></ul><h2>How to read odds</h2><p>Decimal odds of 2.50 mean a 100-peso bet returns 250 if it wins: 150 profit plus your stake.</p><p>Only bet what you can afford to lose, and use the responsible gaming limits if you need them.</p>',
    },
  ),
  post(
    'responsible-gaming-tools',
    '2026-11-20T16:00:00.000Z',
    {
      title: 'Tus herramientas de juego responsable',
      summary: 'Límites de depósito, pérdida y tiempo, recordatorios y pausas: cómo mantener el control de tu juego.',
      content:
        '<p>Jugar debe ser entretenimiento. Por eso tu cuenta incluye herramientas para decidir cuánto y cuánto tiempo juegas.</p><h2>Límites</h2><p>Fija límites diarios, semanales o mensuales de depósito, de pérdida y de apuesta, y un límite de tiempo de juego al día. Bajar un límite aplica al instante; subirlo espera 24 horas.</p><h2>Recordatorios y pausas</h2><p>Activa un recordatorio periódico que te muestra cuánto tiempo llevas jugando, o toma una pausa de un día, una semana o más.</p><p>Encuéntralas en el centro de miembros, en <a href="/member#responsible">Juego responsable</a>.</p>',
    },
    {
      title: 'Your responsible gaming tools',
      summary: 'Deposit, loss and time limits, reality checks and breaks: how to stay in control of your play.',
      content:
        '<p>Playing should be entertainment. That is why your account comes with tools to decide how much and how long you play.</p><h2>Limits</h2><p>Set daily, weekly or monthly limits on deposits, losses and wagers, and a daily playing-time limit. A lower limit applies at once; a higher one waits 24 hours.</p><h2>Reality checks and breaks</h2><p>Turn on a reminder that shows how long you have been playing, or take a break of a day, a week or longer.</p><p>Find them in the member centre, under <a href="/member#responsible">Responsible gaming</a>.</p>',
    },
  ),
];
