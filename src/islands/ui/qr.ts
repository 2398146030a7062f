import QRCode from 'qrcode';

/*
 * The one module that imports the QR library (STYLE.md rule 19). The same code draws the codes
 * the server renders into the page or serves as images, and the single-use hand-off code the
 * browser draws later.
 */
const MAX_REMEMBERED = 32;
const drawn = new Map<string, Promise<string>>();

/** `text` as a QR code: an SVG document, dark on light with a quiet zone, as phone cameras read best. */
export const qrSvg = (text: string): Promise<string> => {
  let svg = drawn.get(text);
  if (!svg) {
    svg = QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
    if (drawn.size >= MAX_REMEMBERED) drawn.delete(drawn.keys().next().value!);
    drawn.set(text, svg);
    void svg.catch(() => drawn.delete(text));
  }
  return svg;
};

/** `text` as a QR code, an SVG in a data URL for `<img src>` (the page's CSP allows data: images). */
export const qrDataUrl = async (text: string): Promise<string> => `data:image/svg+xml,${encodeURIComponent(await qrSvg(text))}`;
