import type { ShippedLanguage } from '../../../contract/languages.ts';

/**
 * The artwork of the seeded banners, promotions and blog covers, drawn by content-art.ts: a format, colours, a
 * motif and the words in each language. Served as `/cdn/content/<name>.<lang>.svg`.
 */
export type ArtFormat = 'banner' | 'promotion' | 'panel' | 'strip';
export type Motif = 'gift' | 'cards' | 'ball' | 'coins' | 'shield' | 'star' | 'crown' | 'chips';

export interface ArtWords {
  headline: readonly string[];
  sub: string;
  cta: string;
}
export interface Art {
  format: ArtFormat;
  /** Background from, background to, accent. */
  colours: readonly [string, string, string];
  motif: Motif;
  words: Readonly<Record<ShippedLanguage, ArtWords>>;
}

export const ART_SIZES: Readonly<Record<ArtFormat, readonly [number, number]>> = {
  banner: [1200, 400],
  promotion: [800, 400],
  panel: [480, 640],
  strip: [320, 120],
};

const words = (headline: string | string[], sub: string, cta: string): ArtWords => ({
  headline: typeof headline === 'string' ? [headline] : headline,
  sub,
  cta,
});

export const ART: Readonly<Record<string, Art>> = {
  'home-welcome': {
    format: 'banner',
    colours: ['#1b0f4d', '#5b1fa6', '#ffcc33'],
    motif: 'gift',
    words: {
      ES: words('Bono de bienvenida del 100%', 'Hasta $2,000 MXN en tu primer depósito', 'Regístrate'),
      EN: words('100% welcome bonus', 'Up to $2,000 MXN on your first deposit', 'Sign up'),
    },
  },
  'home-live': {
    format: 'banner',
    colours: ['#062a1f', '#0d6b4b', '#f5d36b'],
    motif: 'cards',
    words: {
      ES: words('Casino en vivo 24/7', 'Ruleta, blackjack y baccarat con crupieres reales', 'Jugar ahora'),
      EN: words('Live casino 24/7', 'Roulette, blackjack and baccarat with real dealers', 'Play now'),
    },
  },
  'home-jackpot': {
    format: 'banner',
    colours: ['#3a0a0a', '#a3161b', '#ffd54a'],
    motif: 'coins',
    words: {
      ES: words('Jackpot progresivo', 'Cada giro en las tragamonedas suma al premio mayor', 'Ver tragamonedas'),
      EN: words('Progressive jackpot', 'Every slot spin adds to the grand prize', 'See slots'),
    },
  },
  login: {
    format: 'panel',
    colours: ['#10224d', '#1f5fbf', '#7fe3ff'],
    motif: 'chips',
    words: {
      ES: words(['Bienvenido', 'de nuevo'], 'Tu saldo y tus juegos favoritos te esperan', 'Entrar'),
      EN: words(['Welcome', 'back'], 'Your balance and favourite games are waiting', 'Log in'),
    },
  },
  register: {
    format: 'panel',
    colours: ['#2a0b45', '#8a2be2', '#ffcc33'],
    motif: 'gift',
    words: {
      ES: words(['Crea tu', 'cuenta gratis'], 'Bono del 100% en tu primer depósito', 'Registrarme'),
      EN: words(['Open your', 'free account'], '100% bonus on your first deposit', 'Sign up'),
    },
  },
  forget: {
    format: 'panel',
    colours: ['#0b2b33', '#12707f', '#9cf0d8'],
    motif: 'shield',
    words: {
      ES: words(['Recupera', 'tu acceso'], 'Te enviamos un código a tu móvil o un enlace a tu correo', 'Continuar'),
      EN: words(['Get back', 'into your account'], 'We send a code to your phone or a link to your e-mail', 'Continue'),
    },
  },
  rewards: {
    format: 'strip',
    colours: ['#3b1d00', '#b35c00', '#ffe08a'],
    motif: 'star',
    words: {
      ES: words('Centro de recompensas', 'Reclama tus bonos', 'Ver'),
      EN: words('Reward centre', 'Claim your bonuses', 'Open'),
    },
  },
  'promo-welcome': {
    format: 'promotion',
    colours: ['#1b0f4d', '#5b1fa6', '#ffcc33'],
    motif: 'gift',
    words: {
      ES: words('Bono de bienvenida', '100% hasta $2,000 MXN', 'Más información'),
      EN: words('Welcome bonus', '100% up to $2,000 MXN', 'Learn more'),
    },
  },
  'promo-cashback': {
    format: 'promotion',
    colours: ['#062a1f', '#0d6b4b', '#7dffb2'],
    motif: 'coins',
    words: {
      ES: words('Reembolso semanal', '10% de tus pérdidas netas cada lunes', 'Más información'),
      EN: words('Weekly cashback', '10% of your net losses every Monday', 'Learn more'),
    },
  },
  'promo-weekend': {
    format: 'promotion',
    colours: ['#10224d', '#1f5fbf', '#ffd54a'],
    motif: 'ball',
    words: {
      ES: words(['Apuesta segura', 'de fin de semana'], 'Liga MX: si pierdes, te devolvemos hasta $300', 'Más información'),
      EN: words(['Weekend', 'safe bet'], 'Liga MX: lose and get up to $300 back', 'Learn more'),
    },
  },
  'promo-referral': {
    format: 'promotion',
    colours: ['#2a0b45', '#8a2be2', '#ff9ad5'],
    motif: 'star',
    words: {
      ES: words('Invita a tus amigos', '$200 MXN por cada amigo que deposite', 'Más información'),
      EN: words('Invite your friends', '$200 MXN for every friend who deposits', 'Learn more'),
    },
  },
  'promo-vip': {
    format: 'promotion',
    colours: ['#1a1a1a', '#4a3b12', '#e8c15a'],
    motif: 'crown',
    words: {
      ES: words('Club VIP', 'Retiros prioritarios y un gestor personal', 'Más información'),
      EN: words('VIP club', 'Priority withdrawals and a personal manager', 'Learn more'),
    },
  },
  'blog-slots-rtp-explained': {
    format: 'promotion',
    colours: ['#3a0a0a', '#a3161b', '#ffd54a'],
    motif: 'coins',
    words: {
      ES: words('RTP sin misterios', 'Cuánto devuelve una tragamonedas', 'Leer'),
      EN: words('RTP made simple', 'What a slot pays back', 'Read'),
    },
  },
  'blog-spei-oxxo-deposits': {
    format: 'promotion',
    colours: ['#062a1f', '#0d6b4b', '#7dffb2'],
    motif: 'shield',
    words: {
      ES: words('SPEI y OXXO', 'Deposita en pocos pasos', 'Leer'),
      EN: words('SPEI and OXXO', 'Deposit in a few steps', 'Read'),
    },
  },
  'blog-liga-mx-betting-guide': {
    format: 'promotion',
    colours: ['#10224d', '#1f5fbf', '#ffd54a'],
    motif: 'ball',
    words: {
      ES: words('Liguilla Liga MX', 'Mercados y momios', 'Leer'),
      EN: words('Liga MX play-offs', 'Markets and odds', 'Read'),
    },
  },
  'blog-responsible-gaming-tools': {
    format: 'promotion',
    colours: ['#0b2b33', '#12707f', '#9cf0d8'],
    motif: 'shield',
    words: {
      ES: words('Juego responsable', 'Límites, recordatorios y pausas', 'Leer'),
      EN: words('Responsible gaming', 'Limits, reminders and breaks', 'Read'),
    },
  },
};
