import { code128, drawingSVG } from 'bwip-js/generic';

/*
 * The OXXO voucher's barcode: Code 128, the symbology shop scanners read, drawn as SVG by
 * bwip-js (a port of the reference Barcode Writer in Pure PostScript). The cashier scans the
 * bars; the digits are printed beside them by the page, as text a person can read.
 */

const cache = new Map<string, string>();
const CACHE_LIMIT = 1_000;

/** The barcode of `reference` as an SVG data URL, for an `<img>`. */
export const barcodeDataUrl = (reference: string): string => {
  let url = cache.get(reference);
  if (!url) {
    const svg = code128(
      { bcid: 'code128', text: reference, scale: 2, height: 14, paddingwidth: 10, paddingheight: 4, backgroundcolor: 'FFFFFF' },
      drawingSVG(),
    );
    url = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(reference, url);
  }
  return url;
};
