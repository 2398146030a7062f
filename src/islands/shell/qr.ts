import QRCode from 'qrcode';

/*
 * The one module that imports the QR library (STYLE.md rule 19). The same code draws the codes
 * the server renders into the page and the single-use hand-off code the browser draws later.
 */
const MAX_REMEMBERED = 32;
const drawn = new Map<string, Promise<string>>();

/** `text` as a QR code, an SVG in a data URL for `<img src>` (the page's CSP allows data: images). */
export const qrDataUrl = (text: string): Promise<string> => {
  let url = drawn.get(text);
  if (!url) {
    // Dark on light with a quiet zone, as phone cameras read best.
    url = QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } }).then(
      (svg) => `data:image/svg+xml,${encodeURIComponent(svg)}`,
    );
    if (drawn.size >= MAX_REMEMBERED) drawn.delete(drawn.keys().next().value!);
    drawn.set(text, url);
    void url.catch(() => drawn.delete(text));
  }
  return url;
};
