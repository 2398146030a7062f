import type { ContentEntryInput } from '../../modules/content/index.ts';

/** The help centre of a fresh install (`/help#<tag>`), in Spanish and English. */
const help = (tag: string, sort: number, es: [string, string], en: [string, string]): ContentEntryInput => ({
  kind: 'help',
  tag,
  sort,
  texts: { ES: { title: es[0], content: es[1] }, EN: { title: en[0], content: en[1] } },
});

export const SEED_HELP: readonly ContentEntryInput[] = [
  help(
    'about',
    0,
    [
      'Sobre BetPlay',
      '<p>BetPlay es un casino y casa de apuestas en línea para jugadores en México. Reunimos tragamonedas, casino en vivo, deportes, e-sports, pesca, juegos de cartas y loterías en una sola cuenta y una sola cartera en pesos mexicanos (MXN).</p><p>Trabajamos con proveedores de juegos reconocidos y con nuestro propio estudio, y publicamos los resultados de cada ronda en tu historial de apuestas.</p>',
    ],
    [
      'About BetPlay',
      '<p>BetPlay is an online casino and sportsbook for players in Mexico. Slots, live casino, sports, e-sports, fishing, card games and lotteries share one account and one wallet in Mexican pesos (MXN).</p><p>We work with well-known game providers and our own studio, and every round you play is listed in your betting record.</p>',
    ],
  ),
  help(
    'term',
    1,
    [
      'Términos y condiciones',
      '<h2>1. Tu cuenta</h2><p>Debes tener al menos 18 años para abrir una cuenta. Cada persona puede tener una sola cuenta, y los datos de registro deben ser verdaderos y estar a tu nombre.</p><h2>2. Depósitos y retiros</h2><p>Los fondos se mueven solo entre tu cuenta BetPlay y métodos de pago a tu nombre. Podemos pedir una identificación oficial antes del primer retiro.</p><h2>3. Bonos</h2><p>Cada bono tiene sus propias condiciones de apuesta, descritas en su promoción. Un bono no puede retirarse hasta cumplirlas.</p><h2>4. Juego justo</h2><p>Las cuentas que usen programas automáticos, colusión o varias identidades pueden cerrarse y sus ganancias anularse.</p><h2>5. Cambios</h2><p>Avisaremos en el centro de mensajes de cualquier cambio de estos términos antes de que entre en vigor.</p>',
    ],
    [
      'Terms and conditions',
      '<h2>1. Your account</h2><p>You must be at least 18 years old to open an account. Each person may hold one account, and the registration details must be true and in your own name.</p><h2>2. Deposits and withdrawals</h2><p>Funds move only between your BetPlay account and payment methods in your name. We may ask for an official ID before the first withdrawal.</p><h2>3. Bonuses</h2><p>Each bonus has its own wagering conditions, set out in its promotion. A bonus cannot be withdrawn until they are met.</p><h2>4. Fair play</h2><p>Accounts that use bots, collusion or several identities may be closed and their winnings voided.</p><h2>5. Changes</h2><p>We announce any change to these terms in the message centre before it takes effect.</p>',
    ],
  ),
  help(
    'privacy',
    2,
    [
      'Política de privacidad',
      '<p>Guardamos los datos que nos das al registrarte (usuario, teléfono, correo) y los de tu actividad (depósitos, retiros, apuestas) para operar tu cuenta, cumplir la ley y prevenir fraudes.</p><ul><li>Las contraseñas se guardan cifradas; nadie en BetPlay puede leerlas.</li><li>No vendemos tus datos. Solo los compartimos con proveedores de pago y de juegos en la medida necesaria para darte el servicio.</li><li>Puedes pedir una copia de tus datos, corregirlos o cancelar tu cuenta escribiendo a <a href="mailto:privacidad@betplay.example">privacidad@betplay.example</a>.</li></ul>',
    ],
    [
      'Privacy policy',
      '<p>We keep the details you give us when you sign up (username, phone, e-mail) and those of your activity (deposits, withdrawals, bets) to run your account, meet our legal duties and prevent fraud.</p><ul><li>Passwords are stored hashed; nobody at BetPlay can read them.</li><li>We do not sell your data. We share it with payment and game providers only as far as needed to serve you.</li><li>You can ask for a copy of your data, correct it or close your account by writing to <a href="mailto:privacy@betplay.example">privacy@betplay.example</a>.</li></ul>',
    ],
  ),
  help(
    'responsible',
    3,
    [
      'Juego responsable',
      '<p>Jugar debe ser una diversión, no una forma de ganar dinero ni de escapar de los problemas. Solo mayores de 18 años.</p>' +
        '<h3>Tus herramientas</h3>' +
        '<p>En tu <a href="/member#responsible">centro de miembro, sección Juego responsable</a>, tú decides:</p>' +
        '<ul><li><strong>Límites</strong> de depósitos, de pérdidas y de apuestas por día, semana o mes, y un límite diario de tiempo de juego. Un límite nuevo o más bajo se aplica al instante; uno más alto, o quitarlo, solo después de 24 horas y de que lo confirmes.</li>' +
        '<li><strong>Control de realidad</strong>: cada cierto tiempo el juego se pausa y te muestra cuánto llevas jugando y tu resultado.</li>' +
        '<li><strong>Pausa</strong> de 24 horas, 7 días, 30 días o 6 semanas, y <strong>autoexclusión</strong> de 6 meses, 1, 2 o 5 años o para siempre. Mientras dura no puedes iniciar sesión, jugar ni depositar, y no se puede acortar.</li>' +
        '<li><strong>Resumen de actividad</strong>: tus depósitos, retiros, apuestas y premios por mes, y tu tiempo de juego por día.</li></ul>' +
        '<h3>Dónde pedir ayuda</h3>' +
        '<p>Si el juego te preocupa a ti o a alguien cercano, habla con alguien. Estas organizaciones atienden de forma gratuita y confidencial:</p>' +
        '<ul><li><strong>Centros de Integración Juvenil (CIJ)</strong>, México: línea CIJ Contigo, 55 5212 1212.</li>' +
        '<li><strong>Línea de la Vida</strong>, México: 800 911 2000, las 24 horas, todos los días.</li>' +
        '<li><strong>Jugadores Anónimos</strong> (Gamblers Anonymous): grupos de apoyo en muchos países, <a href="https://www.gamblersanonymous.org">www.gamblersanonymous.org</a>.</li>' +
        '<li><strong>BeGambleAware</strong>: información y apoyo, <a href="https://www.begambleaware.org">www.begambleaware.org</a>.</li></ul>',
    ],
    [
      'Responsible gaming',
      '<p>Gambling should be entertainment, not a way to earn money or to escape problems. Over 18s only.</p>' +
        '<h3>Your tools</h3>' +
        '<p>In your <a href="/member#responsible">member centre, Responsible gambling section</a>, you decide:</p>' +
        '<ul><li><strong>Limits</strong> on deposits, losses and wagers per day, week or month, and a daily playing time limit. A new or lower limit applies at once; a higher one, or removing one, only after 24 hours and once you confirm it.</li>' +
        '<li><strong>Reality check</strong>: every so often the game pauses and shows you how long you have been playing and your result.</li>' +
        '<li>A <strong>time-out</strong> of 24 hours, 7 days, 30 days or 6 weeks, and <strong>self-exclusion</strong> for 6 months, 1, 2 or 5 years or for ever. While it lasts you cannot log in, play or deposit, and it cannot be shortened.</li>' +
        '<li><strong>Activity statement</strong>: your deposits, withdrawals, stakes and wins per month, and your playing time per day.</li></ul>' +
        '<h3>Where to get help</h3>' +
        '<p>If gambling worries you or someone close to you, talk to someone. These organisations help free of charge and in confidence:</p>' +
        '<ul><li><strong>Centros de Integración Juvenil (CIJ)</strong>, Mexico: CIJ Contigo line, 55 5212 1212.</li>' +
        '<li><strong>Línea de la Vida</strong>, Mexico: 800 911 2000, 24 hours a day, every day.</li>' +
        '<li><strong>Gamblers Anonymous</strong>: support groups in many countries, <a href="https://www.gamblersanonymous.org">www.gamblersanonymous.org</a>.</li>' +
        '<li><strong>BeGambleAware</strong>: information and support, <a href="https://www.begambleaware.org">www.begambleaware.org</a>.</li></ul>',
    ],
  ),
  help(
    'deposit',
    4,
    [
      'Cómo depositar',
      '<ol><li>Inicia sesión y pulsa <strong>Depositar</strong> junto a tu saldo.</li><li>Elige un método: tarjeta de débito, SPEI o efectivo en tiendas de conveniencia.</li><li>Escribe el monto (mínimo $100 MXN) y confirma.</li></ol><p>Los depósitos con tarjeta y SPEI se acreditan en minutos; en efectivo, hasta 2 horas después del pago. BetPlay no cobra comisión por depositar.</p>',
    ],
    [
      'How to deposit',
      '<ol><li>Log in and press <strong>Deposit</strong> next to your balance.</li><li>Choose a method: debit card, SPEI bank transfer or cash at convenience stores.</li><li>Enter the amount (at least $100 MXN) and confirm.</li></ol><p>Card and SPEI deposits arrive within minutes; cash payments up to 2 hours after you pay. BetPlay charges no deposit fee.</p>',
    ],
  ),
  help(
    'withdraw',
    5,
    [
      'Cómo retirar',
      '<ol><li>Pulsa <strong>Retirar</strong> junto a tu saldo.</li><li>Elige la cuenta bancaria a tu nombre (CLABE de 18 dígitos) y el monto (mínimo $200 MXN).</li><li>Confirma con tu contraseña de pago.</li></ol><p>Revisamos los retiros en menos de 24 horas. El primer retiro puede requerir una identificación oficial. Los fondos de bonos se liberan cuando cumples sus condiciones de apuesta.</p>',
    ],
    [
      'How to withdraw',
      '<ol><li>Press <strong>Withdraw</strong> next to your balance.</li><li>Choose the bank account in your name (18-digit CLABE) and the amount (at least $200 MXN).</li><li>Confirm with your payment password.</li></ol><p>We review withdrawals within 24 hours. The first withdrawal may need an official ID. Bonus funds are released once their wagering conditions are met.</p>',
    ],
  ),
  help(
    'faq',
    6,
    [
      'Preguntas frecuentes',
      '<h3>Olvidé mi contraseña</h3><p>Pulsa «¿Olvidaste tu contraseña?» en el inicio de sesión y recupérala con tu móvil o tu correo.</p><h3>¿Puedo probar los juegos gratis?</h3><p>Sí: muchos juegos tienen el botón «Prueba gratis», y puedes abrir una cuenta de prueba sin depositar.</p><h3>¿Por qué no veo mi depósito?</h3><p>Los pagos en efectivo tardan hasta 2 horas. Si pasa más tiempo, envíanos el comprobante por el chat.</p><h3>¿Cómo cambio el idioma?</h3><p>En el menú lateral, elige Español o English.</p>',
    ],
    [
      'Frequently asked questions',
      '<h3>I forgot my password</h3><p>Press "Forgot password?" on the login form and recover it with your phone or your e-mail.</p><h3>Can I try games for free?</h3><p>Yes: many games have a "Free trial" button, and you can open a trial account without depositing.</p><h3>Why can\'t I see my deposit?</h3><p>Cash payments take up to 2 hours. If it takes longer, send us the receipt through the chat.</p><h3>How do I change the language?</h3><p>In the side menu, choose Español or English.</p>',
    ],
  ),
  help(
    'contact',
    7,
    [
      'Contacto',
      '<p>Nuestro equipo de soporte atiende las 24 horas, todos los días:</p><ul><li>Chat en vivo: botón de soporte en la barra lateral.</li><li>WhatsApp y Telegram: enlaces en la barra lateral.</li><li>Correo: <a href="mailto:soporte@betplay.example">soporte@betplay.example</a> (respuesta en menos de 12 horas).</li></ul><p>También puedes enviarnos tus comentarios con el formulario de sugerencias del pie de página.</p>',
    ],
    [
      'Contact us',
      '<p>Our support team is available 24 hours a day, every day:</p><ul><li>Live chat: the support button in the side bar.</li><li>WhatsApp and Telegram: links in the side bar.</li><li>E-mail: <a href="mailto:support@betplay.example">support@betplay.example</a> (answer within 12 hours).</li></ul><p>You can also send us your comments with the feedback form in the footer.</p>',
    ],
  ),
];
