import { cdnsInputSchema, type CdnLists } from '../modules/system/index.ts';
import { define, UsageError, valid } from './command.ts';

/*
 * The image and launch CDNs of the status call (CONTRACT.md 4.2): each browser picks one host of
 * each list at random and keeps it for its session. Every listed host must serve the same files.
 */
const listOf = (value: string | undefined) =>
  value === undefined
    ? undefined
    : value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);

const cdnText = (r: CdnLists) =>
  [
    `Image CDNs: ${r.image.length ? r.image.join(', ') : '(none: the site serves its own, /cdn)'}`,
    `Launch CDNs: ${r.launch.length ? r.launch.join(', ') : '(none)'}`,
  ].join('\n');

// `cdns set` comes first: a command's words are matched in this order, and `cdns` alone would take it.
export const CDN_COMMANDS = [
  define({
    words: ['cdns', 'set'],
    options: ['image', 'launch'],
    summary:
      "Set the image CDNs (--image) and/or the launch CDNs (--launch), each a comma-separated list of site paths (/cdn) or http(s) addresses; an empty list goes back to the site's own /cdn. Each browser picks one host of each list for its session.",
    example: 'cdns set --image /cdn,https://img2.example.com/cdn',
    parse: (_args, o) => {
      if (o.image === undefined && o.launch === undefined) throw new UsageError('Give --image and/or --launch');
      return valid(cdnsInputSchema, { image: listOf(o.image), launch: listOf(o.launch) });
    },
    run: (ops, input) => ops.setCdns(input),
    render: (r) => `${cdnText(r)}\nEvery server applies it within a few seconds.`,
  }),
  define({
    words: ['cdns'],
    summary: 'Show the image and launch CDNs browsers pick from.',
    example: 'cdns',
    run: (ops) => ops.cdns(),
    render: cdnText,
  }),
];
