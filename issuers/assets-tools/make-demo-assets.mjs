// Regenerates the demo issuers' images in issuers/<id>/assets/ (decision 004 gives the names, the sizes,
// and why banners carry no text):
//   node issuers/assets-tools/make-demo-assets.mjs [issuer...] [--card-art-only] [--dir=<issuers folder>]   (no issuer: all)
// JPEG and PNG are the SVG drawn by the system Chromium (/usr/bin/chromium, no browser downloaded).
// Nothing random is used, so the output is deterministic.
import { readdirSync, readFileSync, writeFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The issuers' folder: the product's own, or --dir's (a new issuer made elsewhere, src/new-issuer.ts).
const DIR_FLAG = '--dir=';
const ISSUERS_DIR = path.resolve(
  process.argv.find((a) => a.startsWith(DIR_FLAG))?.slice(DIR_FLAG.length) ??
    path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
);
const DEVICES = ['mobile', 'tab', 'pc'];
const RATIOS = ['1x', '2x'];
const BANNER_SIZE = { mobile: [420, 280], tab: [1024, 384], pc: [1440, 400] };
const MARKETING_SIZE = { mobile: [420, 280], tab: [512, 640], pc: [640, 800] };
const MAX_SVG_BYTES = 8 * 1024;
const MAX_JPEG_BYTES = 150 * 1024;
const MAX_PNG_BYTES = 20 * 1024;
/** Spec §9: card art is 164x105 when its configuration gives no size. */
const CARD_ART_SIZE = [164, 105];
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** One warm accent per demo issuer (picked to sit well with its primary colour). */
const ACCENTS = { acme: '#f59e0b', northwind: '#f2a541', contoso: '#f6b73c', fabrikam: '#f97362', tailspin: '#fb923c' };
const DEFAULT_ACCENT = '#f59e0b';

// ---------------------------------------------------------------------------------------------
// Small helpers

const r1 = (x) => Math.round(x * 10) / 10;
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function hexToRgb(hex) {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
}
function rgbToHex(rgb) {
  return (
    '#' +
    rgb
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
/** Mixes colour a towards colour b by t (0 = a, 1 = b). */
function mix(a, b, t) {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex(x.map((v, i) => v + (y[i] - v) * t));
}

function palette(id, primary) {
  const A = ACCENTS[id] ?? DEFAULT_ACCENT;
  return {
    P: primary,
    D: mix(primary, '#000000', 0.35),
    T1: mix(primary, '#ffffff', 0.3),
    T2: mix(primary, '#ffffff', 0.58),
    T3: mix(primary, '#ffffff', 0.83),
    T4: mix(primary, '#ffffff', 0.93),
    A,
    AL: mix(A, '#ffffff', 0.45),
    AP: mix(A, '#ffffff', 0.8),
    W: '#ffffff',
  };
}

/** Four-pointed sparkle. */
const star4 = (cx, cy, r, fill, extra = '') =>
  `<path d="M${r1(cx)} ${r1(cy - r)}Q${r1(cx)} ${r1(cy)} ${r1(cx + r)} ${r1(cy)}Q${r1(cx)} ${r1(cy)} ${r1(cx)} ${r1(cy + r)}Q${r1(cx)} ${r1(cy)} ${r1(cx - r)} ${r1(cy)}Q${r1(cx)} ${r1(cy)} ${r1(cx)} ${r1(cy - r)}Z" fill="${fill}"${extra}/>`;

/** Five-pointed star. */
function star5(cx, cy, R, fill) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? R : R * 0.45;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${r1(cx + rad * Math.cos(a))} ${r1(cy + rad * Math.sin(a))}`);
  }
  return `<path d="M${pts.join('L')}Z" fill="${fill}" stroke="${fill}" stroke-width="2" stroke-linejoin="round"/>`;
}

// ---------------------------------------------------------------------------------------------
// Emblems (32x32, drawn in `ink` on a rounded square of the primary colour in logo and favicon)

const EMBLEMS = {
  // a peak with a rising sun
  acme: (ink) =>
    `<path d="M5 25L13 13L18 19L21.5 15L27 25Z" fill="${ink}"/><circle cx="22" cy="9" r="3" fill="${ink}"/>`,
  // a north star
  northwind: (ink) => `<path d="M16 3L18.6 13.4L29 16L18.6 18.6L16 29L13.4 18.6L3 16L13.4 13.4Z" fill="${ink}"/>`,
  // a hexagon around a dot
  contoso: (ink) =>
    `<path d="M16 4.5L26 10.3V21.7L16 27.5L6 21.7V10.3Z" fill="none" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/><circle cx="16" cy="16" r="4" fill="${ink}"/>`,
  // four diamonds
  fabrikam: (ink) =>
    `<g fill="${ink}"><path d="M16 4L21 9L16 14L11 9Z"/><path d="M16 18L21 23L16 28L11 23Z"/><path d="M9 11L14 16L9 21L4 16Z"/><path d="M23 11L28 16L23 21L18 16Z"/></g>`,
  // a wing in a spin
  tailspin: (ink) =>
    `<path d="M5 22C10 9 21 6 28 8C20 10 15 15 12.5 25Z" fill="${ink}"/><circle cx="22.5" cy="21.5" r="3.5" fill="${ink}"/>`,
};
const defaultEmblem = (ink) => `<circle cx="16" cy="16" r="9" fill="none" stroke="${ink}" stroke-width="4"/>`;
const emblemOf = (id) => EMBLEMS[id] ?? defaultEmblem;

function faviconSvg(id, pal) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" rx="7" fill="${pal.P}"/>${emblemOf(id)(pal.W)}</svg>\n`;
}

function logoSvg(id, appName, pal) {
  const words = appName.trim().split(/\s+/);
  const brand = words[0];
  const rest = words.slice(1).join(' ').toUpperCase();
  // Keep the subtitle inside the 240 wide box whatever the name's length.
  const fit = rest.length > 20 ? ` textLength="${240 - 52 - 4}" lengthAdjust="spacingAndGlyphs"` : '';
  const font = `font-family="'Segoe UI','Helvetica Neue',Helvetica,Arial,sans-serif"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 48" width="240" height="48" role="img" aria-labelledby="logo-title">` +
    `<title id="logo-title">${esc(appName)}</title>` +
    `<g transform="translate(4 5) scale(1.19)"><rect width="32" height="32" rx="7" fill="${pal.P}"/>${emblemOf(id)(pal.W)}</g>` +
    `<text x="52" y="${rest ? 23 : 31}" ${font} font-size="21" font-weight="700" letter-spacing=".2" fill="${pal.P}">${esc(brand)}</text>` +
    (rest
      ? `<text x="52.5" y="40" ${font} font-size="10.5" font-weight="600" letter-spacing="1" fill="${pal.P}"${fit}>${esc(rest)}</text>`
      : '') +
    `</svg>\n`
  );
}

// ---------------------------------------------------------------------------------------------
// Pictograms, each drawn in a 120x120 box

function plane(c, body = c.P, wing = c.D) {
  return (
    `<path d="M-20 5L-38 36H-28L2 5ZM-20 -5L-38 -36H-28L2 -5Z" fill="${wing}"/>` +
    `<path d="M-48 -5L-56 -20H-49L-38 -5ZM-48 5L-56 20H-49L-38 5Z" fill="${wing}"/>` +
    `<path d="M-54 -6H24Q42 -6 42 0Q42 6 24 6H-54Q-58 0 -54 -6Z" fill="${body}"/>`
  );
}

const miniCard = (c, x, y, w, fill, chip) => {
  const h = w * 0.63;
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(w * 0.09)}" fill="${fill}"/><rect x="${r1(x + w * 0.11)}" y="${r1(y + h * 0.3)}" width="${r1(w * 0.17)}" height="${r1(h * 0.2)}" rx="1.5" fill="${chip}"/><rect x="${r1(x + w * 0.11)}" y="${r1(y + h * 0.68)}" width="${r1(w * 0.55)}" height="${r1(h * 0.09)}" rx="1.5" fill="#fff" opacity=".75"/>`;
};

const PICTOGRAMS = {
  basket: (c) =>
    `<path d="M36 54Q60 8 84 54" fill="none" stroke="${c.D}" stroke-width="6" stroke-linecap="round"/>` +
    `<rect x="68" y="16" width="12" height="42" rx="6" transform="rotate(28 74 37)" fill="${c.AL}"/>` +
    `<circle cx="64" cy="42" r="15" fill="${c.T2}"/><circle cx="42" cy="45" r="12" fill="${c.A}"/>` +
    `<path d="M42 33Q45 24 53 23Q50 31 42 33Z" fill="${c.T1}"/>` +
    `<path d="M15 56H105L96 100Q95 106 89 106H31Q25 106 24 100Z" fill="${c.P}"/>` +
    `<path d="M21 74H99M24 89H96M42 60V104M60 60V104M78 60V104" stroke="${c.T1}" stroke-width="3"/>` +
    `<rect x="10" y="50" width="100" height="11" rx="5.5" fill="${c.D}"/>` +
    `<circle cx="99" cy="96" r="17" fill="${c.A}" stroke="#fff" stroke-width="3"/>` +
    `<path d="M92 93A8 8 0 1 0 99 88" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/><path d="M98 83L104 88L98 93Z" fill="#fff"/>`,
  padlock: (c) =>
    `<path d="M38 56V32A22 22 0 0 1 82 32V40" fill="none" stroke="${c.D}" stroke-width="10" stroke-linecap="round"/>` +
    `<rect x="22" y="52" width="76" height="58" rx="12" fill="${c.P}"/><rect x="22" y="52" width="76" height="10" rx="5" fill="${c.T1}" opacity=".55"/>` +
    `<circle cx="60" cy="78" r="8.5" fill="#fff"/><rect x="56.5" y="80" width="7" height="17" rx="3.5" fill="#fff"/>` +
    `<rect x="74" y="96" width="42" height="22" rx="11" fill="${c.A}" stroke="#fff" stroke-width="3"/><circle cx="104" cy="107" r="7" fill="#fff"/>`,
  globePlane: (c) =>
    `<circle cx="60" cy="60" r="44" fill="${c.T3}"/>` +
    `<g fill="none" stroke="${c.T2}" stroke-width="3"><ellipse cx="60" cy="60" rx="19" ry="44"/><path d="M16 60H104M22 38H98M22 82H98M60 16V104"/></g>` +
    `<path d="M10 98Q34 30 110 22" fill="none" stroke="${c.A}" stroke-width="4" stroke-dasharray="8 8" stroke-linecap="round"/>` +
    `<g transform="translate(66 56) rotate(-32) scale(.92)">${plane(c)}</g>`,
  activation: (c) =>
    `<rect x="22" y="12" width="56" height="64" rx="4" fill="#fff" stroke="${c.T2}" stroke-width="2"/>` +
    `<path d="M32 26H66M32 36H60M32 46H64" stroke="${c.T2}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M8 50H92V100Q92 105 87 105H13Q8 105 8 100Z" fill="${c.T3}"/><path d="M8 51L50 80L92 51" fill="none" stroke="${c.T1}" stroke-width="3" stroke-linejoin="round"/>` +
    `<g transform="rotate(-12 82 84)">${miniCard(c, 54, 66, 58, c.P, c.A)}</g>` +
    `<circle cx="98" cy="28" r="17" fill="${c.A}" stroke="#fff" stroke-width="3"/><path d="M90 28L96 34L106 22" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  building: (c) =>
    `<path d="M10 44L60 14L110 44Z" fill="${c.P}" stroke="${c.P}" stroke-width="2" stroke-linejoin="round"/><circle cx="60" cy="33" r="5.5" fill="${c.AL}"/>` +
    `<rect x="14" y="46" width="92" height="8" rx="2" fill="${c.D}"/>` +
    `<g fill="${c.T1}"><rect x="22" y="58" width="12" height="32" rx="2"/><rect x="42" y="58" width="12" height="32" rx="2"/><rect x="66" y="58" width="12" height="32" rx="2"/><rect x="86" y="58" width="12" height="32" rx="2"/></g>` +
    `<rect x="8" y="92" width="104" height="12" rx="3" fill="${c.D}"/>` +
    `<circle cx="98" cy="94" r="20" fill="${c.A}" stroke="#fff" stroke-width="3"/>` +
    `<g fill="none" stroke="#fff" stroke-width="3.5" transform="rotate(-45 98 94)"><rect x="84" y="89" width="17" height="10" rx="5"/><rect x="95" y="89" width="17" height="10" rx="5"/></g>`,
  laptop: (c) =>
    `<rect x="14" y="20" width="92" height="62" rx="6" fill="${c.D}"/><rect x="20" y="26" width="80" height="50" rx="2" fill="${c.T4}"/>` +
    miniCard(c, 27, 34, 42, c.P, c.A) +
    `<rect x="76" y="36" width="18" height="4" rx="2" fill="${c.T2}"/><rect x="76" y="45" width="13" height="4" rx="2" fill="${c.T2}"/><rect x="76" y="54" width="18" height="4" rx="2" fill="${c.T2}"/><rect x="27" y="66" width="67" height="4" rx="2" fill="${c.T3}"/>` +
    `<path d="M4 84H116L110 95Q109 97 106 97H14Q11 97 10 95Z" fill="${c.T1}"/><rect x="50" y="84" width="20" height="4" rx="2" fill="${c.D}"/>` +
    `<circle cx="102" cy="24" r="13" fill="${c.A}" stroke="#fff" stroke-width="3"/><path d="M96 24L100.5 28.5L108 20.5" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
  browser: (c) =>
    `<rect x="10" y="20" width="100" height="80" rx="8" fill="#fff" stroke="${c.T2}" stroke-width="2"/>` +
    `<path d="M10 28A8 8 0 0 1 18 20H102A8 8 0 0 1 110 28V36H10Z" fill="${c.T3}"/>` +
    `<circle cx="20" cy="28" r="3" fill="${c.A}"/><circle cx="30" cy="28" r="3" fill="${c.T1}"/><circle cx="40" cy="28" r="3" fill="${c.T1}"/>` +
    miniCard(c, 20, 46, 44, c.P, c.A) +
    `<rect x="72" y="48" width="28" height="5" rx="2.5" fill="${c.T2}"/><rect x="72" y="58" width="20" height="5" rx="2.5" fill="${c.T2}"/><rect x="72" y="68" width="26" height="5" rx="2.5" fill="${c.T3}"/>` +
    `<rect x="20" y="84" width="32" height="8" rx="4" fill="${c.A}"/>` +
    star4(104, 14, 12, c.A) +
    star4(12, 106, 8, c.T1),
  milesPlane: (c) =>
    `<path d="M6 112C20 84 30 92 44 74" fill="none" stroke="${c.T2}" stroke-width="4.5" stroke-dasharray="1 10" stroke-linecap="round"/>` +
    `<g transform="translate(66 50) rotate(-40)">${plane(c)}</g>` +
    star5(96, 92, 14, c.A) +
    star5(108, 66, 9, c.AL),
  cafe: (c) =>
    `<rect x="62" y="30" width="44" height="78" rx="8" fill="${c.D}"/><rect x="68" y="37" width="32" height="20" rx="3" fill="${c.T3}"/>` +
    `<g fill="${c.T1}"><rect x="70" y="64" width="7" height="7" rx="1.5"/><rect x="80.5" y="64" width="7" height="7" rx="1.5"/><rect x="91" y="64" width="7" height="7" rx="1.5"/><rect x="70" y="75" width="7" height="7" rx="1.5"/><rect x="80.5" y="75" width="7" height="7" rx="1.5"/><rect x="91" y="75" width="7" height="7" rx="1.5"/><rect x="70" y="86" width="7" height="7" rx="1.5"/><rect x="80.5" y="86" width="7" height="7" rx="1.5"/><rect x="91" y="86" width="7" height="7" rx="1.5"/></g>` +
    `<g transform="rotate(-18 80 16)">${miniCard(c, 54, 2, 48, c.A, '#fff')}</g>` +
    `<g fill="none" stroke="${c.A}" stroke-width="3" stroke-linecap="round"><path d="M106 34A14 14 0 0 0 110 22"/><path d="M112 38A22 22 0 0 0 118 20"/></g>` +
    `<ellipse cx="33" cy="102" rx="29" ry="6" fill="${c.T2}"/>` +
    `<path d="M52 70H57A9 9 0 0 1 57 88H51" fill="none" stroke="${c.T1}" stroke-width="4"/>` +
    `<path d="M12 62H54V84Q54 99 39 99H27Q12 99 12 84Z" fill="#fff" stroke="${c.T1}" stroke-width="2"/><rect x="12" y="70" width="42" height="6" fill="${c.P}"/>` +
    `<g fill="none" stroke="${c.T2}" stroke-width="3" stroke-linecap="round"><path d="M26 54Q21 48 26 42T26 30"/><path d="M40 54Q35 48 40 42T40 30"/></g>`,
  market: (c) =>
    `<path d="M6 24L16 10H104L114 24Z" fill="${c.D}"/>` +
    `<path d="M10 24H30V38A10 10 0 0 1 10 38ZM50 24H70V38A10 10 0 0 1 50 38ZM90 24H110V38A10 10 0 0 1 90 38Z" fill="${c.P}"/>` +
    `<path d="M30 24H50V38A10 10 0 0 1 30 38ZM70 24H90V38A10 10 0 0 1 70 38Z" fill="${c.AL}"/>` +
    `<rect x="14" y="46" width="5" height="58" fill="${c.D}"/><rect x="101" y="46" width="5" height="58" fill="${c.D}"/>` +
    `<g fill="${c.A}"><circle cx="26" cy="66" r="6.5"/><circle cx="38" cy="66" r="6.5"/><circle cx="50" cy="66" r="6.5"/><circle cx="32" cy="59" r="6.5"/><circle cx="44" cy="59" r="6.5"/></g>` +
    `<g fill="${c.T1}"><circle cx="70" cy="66" r="6.5"/><circle cx="82" cy="66" r="6.5"/><circle cx="94" cy="66" r="6.5"/><circle cx="76" cy="59" r="6.5"/><circle cx="88" cy="59" r="6.5"/></g>` +
    `<rect x="18" y="68" width="38" height="12" rx="2" fill="${c.AL}"/><rect x="64" y="68" width="38" height="12" rx="2" fill="${c.T2}"/>` +
    `<rect x="8" y="80" width="104" height="24" rx="3" fill="${c.T1}"/><path d="M8 88H112M8 96H112" stroke="${c.P}" stroke-width="1.5" opacity=".5"/>`,
  letterCard: (c) =>
    `<g transform="rotate(-6 46 58)"><rect x="12" y="10" width="66" height="94" rx="4" fill="#fff" stroke="${c.T2}" stroke-width="2"/>` +
    `<circle cx="26" cy="25" r="6.5" fill="${c.P}"/><rect x="38" y="21" width="30" height="4" rx="2" fill="${c.T2}"/><rect x="38" y="28" width="20" height="3" rx="1.5" fill="${c.T3}"/>` +
    `<path d="M22 44H68M22 53H62M22 62H68M22 71H48" stroke="${c.T3}" stroke-width="4" stroke-linecap="round"/><rect x="22" y="86" width="24" height="3" rx="1.5" fill="${c.A}"/></g>` +
    `<g transform="rotate(9 86 80)">${miniCard(c, 54, 60, 62, c.P, c.A)}<circle cx="102" cy="90" r="4.5" fill="#fff" opacity=".85"/><circle cx="108" cy="90" r="4.5" fill="#fff" opacity=".55"/></g>`,
  desk: (c) =>
    `<rect x="14" y="16" width="44" height="56" rx="4" fill="${c.T1}"/><rect x="14" y="16" width="9" height="56" rx="3" fill="${c.D}"/><rect x="50" y="16" width="3" height="56" fill="${c.AL}"/>` +
    `<g transform="rotate(24 72 40)"><rect x="69" y="14" width="6" height="48" rx="3" fill="${c.D}"/><path d="M69 62H75L72 70Z" fill="${c.A}"/></g>` +
    `<circle cx="94" cy="32" r="15" fill="#fff" stroke="${c.T2}" stroke-width="3"/><circle cx="94" cy="32" r="9" fill="${c.A}" opacity=".75"/><rect x="106" y="29" width="9" height="6" rx="3" fill="${c.T2}"/>` +
    `<g transform="rotate(-10 72 86)">${miniCard(c, 40, 66, 66, c.P, c.A)}<circle cx="92" cy="98" r="4.5" fill="#fff" opacity=".85"/><circle cx="98" cy="98" r="4.5" fill="#fff" opacity=".55"/></g>` +
    `<circle cx="22" cy="96" r="13" fill="${c.AL}"/><g fill="${c.T1}"><ellipse cx="22" cy="88" rx="4" ry="8"/><ellipse cx="22" cy="104" rx="4" ry="8"/><ellipse cx="14" cy="96" rx="8" ry="4"/><ellipse cx="30" cy="96" rx="8" ry="4"/></g>`,
  boarding: (c) =>
    `<g transform="translate(86 18) rotate(-24) scale(.56)">${plane(c)}</g>` +
    `<g transform="rotate(-8 50 64)"><path d="M6 42H94V56A6 6 0 0 0 94 68V86H6V68A6 6 0 0 0 6 56Z" fill="#fff" stroke="${c.T2}" stroke-width="2"/>` +
    `<path d="M70 46V82" stroke="${c.T2}" stroke-width="2" stroke-dasharray="3 4"/>` +
    `<rect x="16" y="50" width="22" height="5" rx="2.5" fill="${c.P}"/><rect x="16" y="61" width="40" height="4" rx="2" fill="${c.T2}"/><rect x="16" y="70" width="30" height="4" rx="2" fill="${c.T2}"/>` +
    `<path d="M77 52V76M80 52V76M84 52V76M86 52V76M89 52V76" stroke="${c.D}" stroke-width="1.6"/></g>` +
    `<g transform="rotate(10 84 100)">${miniCard(c, 56, 86, 54, c.A, '#fff')}</g>`,
  shield: (c) =>
    `<path d="M60 10L98 24V56Q98 88 60 108Q22 88 22 56V24Z" fill="${c.P}"/><path d="M42 58L55 71L80 45" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
};

/** Picks a pictogram from an image's alt text (order matters: the more specific first). */
function pictogramFor(alt) {
  const a = alt.toLowerCase();
  const rules = [
    [/grocer|cash ?back|basket|shopping/, 'basket'],
    [/\b(un)?lock/, 'padlock'],
    [/caf[eé]|coffee|contactless/, 'cafe'],
    [/farmers|market/, 'market'],
    [/boarding|traveller|traveler/, 'boarding'],
    [/flight|miles/, 'milesPlane'],
    [/travel|abroad|plane|foreign/, 'globePlane'],
    [/letter/, 'letterCard'],
    [/activat/, 'activation'],
    [/sign-?in|sign on|online banking|sso|credit union/, 'building'],
    [/desk/, 'desk'],
    [/online|services/, 'laptop'],
    [/portal|welcome/, 'browser'],
  ];
  for (const [re, name] of rules) if (re.test(a)) return name;
  return 'shield';
}

// ---------------------------------------------------------------------------------------------
// Scenes

/**
 * Colour schemes: 0 deep primary, 1 light tint, 2 warm accent tint; "m" is the marketing image.
 * Banners of one issuer cycle through 0, 1, 2 so every slide has its own dominant colour.
 */
function scheme(kind, c) {
  switch (kind) {
    case 0:
      return {
        bg: [c.D, c.P, c.T1],
        deco: '#ffffff',
        decoOp: 0.08,
        dots: c.T2,
        card: 'gold',
        badge: '#fff',
        ring: c.A,
        spark: c.A,
      };
    case 1:
      return {
        bg: [c.T4, c.T3, c.T2],
        deco: c.P,
        decoOp: 0.07,
        dots: c.T2,
        card: 'primary',
        badge: '#fff',
        ring: c.A,
        spark: c.A,
      };
    case 2:
      return {
        bg: [c.AP, mix(c.AP, c.AL, 0.5), c.AL],
        deco: '#ffffff',
        decoOp: 0.28,
        dots: c.A,
        card: 'primary',
        badge: '#fff',
        ring: c.P,
        spark: c.P,
      };
    default: // marketing
      return {
        bg: [c.T4, c.T3, mix(c.T3, c.AL, 0.6)],
        deco: c.P,
        decoOp: 0.06,
        dots: c.T2,
        card: 'primary',
        badge: '#fff',
        ring: c.A,
        spark: c.A,
      };
  }
}

function defs(c, sch, w, h) {
  const cardStops = sch.card === 'gold' ? [mix(c.A, '#ffffff', 0.25), c.A, mix(c.A, c.D, 0.3)] : [c.T1, c.P, c.D];
  return (
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="${w}" y2="${h}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${sch.bg[0]}"/><stop offset=".6" stop-color="${sch.bg[1]}"/><stop offset="1" stop-color="${sch.bg[2]}"/></linearGradient>` +
    `<linearGradient id="cg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${cardStops[0]}"/><stop offset=".5" stop-color="${cardStops[1]}"/><stop offset="1" stop-color="${cardStops[2]}"/></linearGradient>` +
    `<linearGradient id="cg2" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${sch.card === 'gold' ? c.T1 : mix(c.A, '#ffffff', 0.25)}"/><stop offset="1" stop-color="${sch.card === 'gold' ? c.P : mix(c.A, c.D, 0.3)}"/></linearGradient>` +
    `<linearGradient id="ch" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${sch.card === 'gold' ? '#f3f4f6' : '#f8dc96'}"/><stop offset="1" stop-color="${sch.card === 'gold' ? '#a8adb7' : '#c8942e'}"/></linearGradient>` +
    `<pattern id="dt" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2" fill="${sch.dots}"/></pattern>` +
    `<filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="6" stdDeviation="8" flood-color="#000" flood-opacity=".22"/></filter>` +
    `</defs>`
  );
}

/** The stylised payment card (drawn 320x202 and placed by centre, width and rotation). */
function card(id, c, sch, cx, cy, width, rot, fillId = 'cg') {
  const gold = sch.card === 'gold';
  const ink = gold ? c.D : '#fff';
  const s = width / 320;
  let g = `<g transform="translate(${r1(cx)} ${r1(cy)}) rotate(${rot}) scale(${r1(s * 1000) / 1000}) translate(-160 -101)">`;
  g += `<rect width="320" height="202" rx="18" fill="url(#${fillId})" filter="url(#sh)"/>`;
  g += `<path d="M150 0H235L120 202H35Z" fill="#fff" opacity=".09"/>`;
  g += `<g transform="translate(22 16) scale(1.3)" opacity=".9">${emblemOf(id)(ink)}</g>`;
  g += `<rect x="28" y="72" width="46" height="36" rx="6" fill="url(#ch)"/><path d="M28 84H74M28 96H74M51 72V108" stroke="#000" stroke-width="1.4" opacity=".18"/>`;
  g += `<g fill="none" stroke="${ink}" stroke-width="3.5" stroke-linecap="round" opacity=".8"><path d="M92 80A16 16 0 0 1 92 100"/><path d="M101 74A24 24 0 0 1 101 106"/><path d="M110 68A32 32 0 0 1 110 112"/></g>`;
  g += `<g fill="${ink}" opacity=".85">`;
  for (let i = 0; i < 4; i++) g += `<rect x="${28 + i * 64}" y="134" width="50" height="9" rx="4.5"/>`;
  g += `</g><rect x="28" y="163" width="96" height="7" rx="3.5" fill="${ink}" opacity=".55"/><rect x="140" y="163" width="36" height="7" rx="3.5" fill="${ink}" opacity=".55"/>`;
  g += `<circle cx="258" cy="166" r="17" fill="${ink}" opacity=".85"/><circle cx="282" cy="166" r="17" fill="${ink}" opacity=".5"/>`;
  g += `</g>`;
  return g;
}

/** A round badge holding the pictogram. */
function badge(c, sch, picto, cx, cy, r) {
  const s = (2 * r * 0.8) / 120;
  return (
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 1.14)}" fill="${sch.badge}" opacity=".22"/>` +
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${sch.badge}" filter="url(#sh)"/>` +
    `<g transform="translate(${r1(cx - 60 * s)} ${r1(cy - 60 * s)}) scale(${r1(s * 1000) / 1000})">${PICTOGRAMS[picto](c)}</g>`
  );
}

/** Background decoration: soft discs, a wave, a dot grid, an accent ring and sparkles. */
function decoration(sch, w, h, flipX, flipY) {
  const m = Math.min(w, h);
  const X = (x) => (flipX ? w - x : x);
  const Y = (y) => (flipY ? h - y : y);
  const op = sch.decoOp;
  let d = '';
  d += `<circle cx="${r1(X(w * 0.93))}" cy="${r1(Y(-h * 0.05))}" r="${r1(m * 0.85)}" fill="${sch.deco}" opacity="${op}"/>`;
  d += `<circle cx="${r1(X(w * 0.02))}" cy="${r1(Y(h * 1.02))}" r="${r1(m * 0.62)}" fill="${sch.deco}" opacity="${op}"/>`;
  d += `<circle cx="${r1(X(w * 0.93))}" cy="${r1(Y(-h * 0.05))}" r="${r1(m * 0.55)}" fill="${sch.deco}" opacity="${op}"/>`;
  const y0 = Y(h * 0.8),
    y1 = Y(h * 0.62),
    y2 = Y(h * 1.0),
    y3 = Y(h * 0.74),
    yb = Y(h);
  d += `<path d="M0 ${r1(y0)}C${r1(w * 0.3)} ${r1(y1)} ${r1(w * 0.6)} ${r1(y2)} ${w} ${r1(y3)}V${r1(yb)}H0Z" fill="${sch.deco}" opacity="${op}"/>`;
  const ds = m * 0.32;
  d += `<rect x="${r1(flipX ? w - w * 0.05 - ds : w * 0.05)}" y="${r1(flipY ? h - h * 0.1 - ds : h * 0.1)}" width="${r1(ds)}" height="${r1(ds)}" fill="url(#dt)" opacity=".55"/>`;
  const narrow = w / h < 2; // 3:2 mobile: keep the ring clear of the card
  d += `<circle cx="${r1(X(w * (narrow ? 0.93 : 0.9)))}" cy="${r1(Y(h * (narrow ? 0.88 : 0.78)))}" r="${r1(m * (narrow ? 0.06 : 0.075))}" fill="none" stroke="${sch.ring}" stroke-width="${r1(m * 0.022)}" opacity=".9"/>`;
  d += star4(X(w * 0.16), Y(h * 0.74), m * 0.05, sch.spark);
  d += star4(X(w * 0.82), Y(h * 0.2), m * 0.035, sch.spark, ' opacity=".8"');
  d += `<circle cx="${r1(X(w * 0.24))}" cy="${r1(Y(h * 0.2))}" r="${r1(m * 0.018)}" fill="${sch.ring}"/>`;
  return d;
}

/**
 * Places badge and card for the image's own aspect ratio. `variant` 0: badge left, card right;
 * 1: mirrored; 2: badge left with a fanned pair of cards on the right.
 */
function layout(w, h, variant) {
  const aspect = w / h;
  let L;
  if (aspect < 1) {
    // portrait marketing: pictogram above, card below
    L = { bx: 0.5 * w, by: 0.35 * h, br: 0.31 * w, cx: 0.53 * w, cy: 0.76 * h, cw: 0.56 * w, rot: -8, cardOnTop: true };
  } else if (aspect < 2) {
    // mobile 3:2: a close, overlapping pair in the middle
    L = { bx: 0.3 * w, by: 0.47 * h, br: 0.29 * h, cx: 0.68 * w, cy: 0.55 * h, cw: 0.42 * w, rot: -8 };
  } else if (aspect < 3) {
    // tab 8:3
    L = { bx: 0.35 * w, by: 0.5 * h, br: 0.35 * h, cx: 0.62 * w, cy: 0.53 * h, cw: 0.28 * w, rot: -8 };
  } else {
    // pc 18:5
    L = { bx: 0.38 * w, by: 0.5 * h, br: 0.36 * h, cx: 0.605 * w, cy: 0.53 * h, cw: 0.225 * w, rot: -8 };
  }
  if (variant === 1) {
    L.bx = w - L.bx;
    L.cx = w - L.cx;
    L.rot = -L.rot;
  }
  if (variant === 2) L.fan = true;
  return L;
}

function sceneSvg({ id, c, kind, variant, picto, w, h, outW, outH }) {
  const sch = scheme(kind, c);
  const L = layout(w, h, variant);
  let s = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${outW}" height="${outH}" style="display:block">`;
  s += defs(c, sch, w, h);
  s += `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  s += decoration(sch, w, h, variant === 1, variant === 2);
  const cardEl = [];
  if (L.fan) {
    // a second card fanned out behind, in the other card colour
    const back = { ...sch, card: sch.card === 'gold' ? 'primary' : 'gold' };
    cardEl.push(card(id, c, back, L.cx + L.cw * 0.12, L.cy - L.cw * 0.07, L.cw * 0.95, L.rot + 16, 'cg2'));
  }
  cardEl.push(card(id, c, sch, L.cx, L.cy, L.cw, L.rot));
  const badgeEl = badge(c, sch, picto, L.bx, L.by, L.br);
  s += L.cardOnTop ? badgeEl + cardEl.join('') : cardEl.join('') + badgeEl;
  s += `</svg>`;
  if (/<text\b/.test(s)) throw new Error('banner/marketing images must not contain text');
  return s;
}

// ---------------------------------------------------------------------------------------------
// Card art (a 164x105 card face)

/** Band colours (start, end) and a stripe per brand: evocative, not any brand's own palette or logo. */
const BRAND_BANDS = {
  visa: ['#1d2b6e', '#3552b8', '#f2b705'],
  mastercard: ['#b9252c', '#e8772e', '#f6c15a'],
  amex: ['#1f6fb2', '#4fa3d9', '#cbe8f6'],
  discover: ['#d9540f', '#f39a3c', '#ffe0b5'],
};

/** Brand marks, drawn with shapes in a 30x20 box. */
const BRAND_MARKS = {
  // three slanted strokes on a white tile
  visa: () =>
    `<rect width="30" height="20" rx="3" fill="#fff"/><g fill="#1d2b6e"><path d="M7 4H11L8 16H4Z"/><path d="M14 4H18L15 16H11Z"/></g><path d="M21 4H25L22 16H18Z" fill="#f2b705"/>`,
  // two overlapping discs, light on the card (not any brand's own colours)
  mastercard: () =>
    `<circle cx="10" cy="10" r="9" fill="#fff" opacity=".9"/><circle cx="20" cy="10" r="9" fill="#f6c15a" opacity=".8"/>`,
  // a box with a ruled centre
  amex: () =>
    `<rect x="5" width="20" height="20" rx="2.5" fill="#1f6fb2"/><rect x="8.5" y="3.5" width="13" height="13" rx="1.5" fill="none" stroke="#fff" stroke-width="1.6"/><path d="M10.5 10H19.5" stroke="#fff" stroke-width="2"/>`,
  // a glowing disc with speed lines
  discover: () =>
    `<g fill="#fff" opacity=".85"><rect x="1" y="6" width="9" height="2.4" rx="1.2"/><rect x="3" y="11.6" width="7" height="2.4" rx="1.2"/></g><circle cx="20" cy="10" r="8.5" fill="#f07a1c"/><circle cx="17.6" cy="7.6" r="3.2" fill="#fff" opacity=".35"/>`,
};

const PREMIUM = /(?:^|-)(?:signature|infinite|platinum|world|black)(?:-|$)/;

/** The brand of an art from its first BIN range (§5: 3 amex, 4 visa, 5 mastercard, 6 discover; 2-series mastercard). */
function brandOfRanges(binRanges) {
  const first = binRanges?.[0]?.from?.charAt(0);
  return { 2: 'mastercard', 3: 'amex', 4: 'visa', 5: 'mastercard', 6: 'discover' }[first] ?? null;
}

/** One card face, drawn at 164x105 (a taller art is the same face turned upright). */
function cardArtSvg({ id, c, brand, premium, w, h }) {
  const upright = h > w;
  const [W, H] = [164, 105];
  const band = premium ? ['#8f6d28', '#e4c77a', '#fff3c9'] : brand ? BRAND_BANDS[brand] : [c.A, c.AL, '#ffffff'];
  const face = premium ? [mix(c.D, '#000000', 0.55), mix(c.P, '#000000', 0.7)] : [c.T1, c.D];
  const ink = premium ? '#e4c77a' : '#ffffff';
  let g = '';
  // Flat colours, no gradients: a PNG of flat areas stays small (under 20 KB at 2x).
  g += `<defs><clipPath id="k"><rect width="${W}" height="${H}" rx="8"/></clipPath></defs>`;
  g += `<g clip-path="url(#k)"><rect width="${W}" height="${H}" fill="${face[1]}"/>`;
  g += `<path d="M0 0H112L58 80H0Z" fill="${face[0]}" opacity=".35"/><path d="M92 0H134L88 105H46Z" fill="#fff" opacity=".07"/>`;
  if (premium)
    g += `<g stroke="${ink}" stroke-width=".6" opacity=".22">${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${104 + i * 10} 0L${150 + i * 10} 80"/>`).join('')}</g>`;
  if (!brand) g += `<g transform="translate(112 6) scale(1.5)" opacity=".14">${emblemOf(id)('#ffffff')}</g>`;
  g += `<rect y="80" width="${W}" height="25" fill="${band[0]}"/><path d="M${W} 80V105H96L110 80Z" fill="${band[1]}"/><rect y="80" width="${W}" height="2" fill="${band[2]}"/>`;
  g += `<rect x="12" y="90" width="44" height="4" rx="2" fill="#fff" opacity=".8"/>`;
  g += `</g>`;
  g += `<g transform="translate(10 8) scale(.62)">${emblemOf(id)(ink)}</g>`;
  g += `<rect x="14" y="36" width="22" height="17" rx="3" fill="#e6bd5c"/><path d="M14 42H36M14 47H36M25 36V53" stroke="#000" stroke-width=".8" opacity=".2"/>`;
  g += `<g fill="none" stroke="${ink}" stroke-width="1.6" stroke-linecap="round" opacity=".85"><path d="M42 40A6 6 0 0 1 42 49"/><path d="M46 37.5A10 10 0 0 1 46 51.5"/></g>`;
  g += `<g fill="${ink}" opacity=".8">${[0, 1, 2, 3].map((i) => `<rect x="${14 + i * 27}" y="63" width="21" height="4" rx="2"/>`).join('')}</g>`;
  if (brand) g += `<g transform="translate(124 8)">${BRAND_MARKS[brand]()}</g>`;
  if (premium) g += star4(112, 18, 5, ink);
  const body = upright ? `<g transform="translate(${H} 0) rotate(90)">${g}</g>` : g;
  const [vw, vh] = upright ? [H, W] : [W, H];
  // A configured size of another shape stretches the face rather than leaving a margin.
  const s = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${vw} ${vh}" width="${w}" height="${h}" preserveAspectRatio="none" style="display:block">${body}</svg>`;
  if (/<text\b/.test(s)) throw new Error('card art must not contain text');
  return s;
}

/** Every card art of one issuer: its cardArts and its default, each as _web_1x.png and _web_2x.png (§3). */
function cardArtJobs(config) {
  const id = config.id;
  const c = palette(id, config.branding.primaryColor);
  const arts = config.cardArts ?? [];
  const named = arts.map((a) => ({ name: a.image, art: a, brand: brandOfRanges(a.binRanges) }));
  if (config.defaultCardArt && !arts.some((a) => a.image === config.defaultCardArt))
    named.push({ name: config.defaultCardArt, art: undefined, brand: null });
  const jobs = [];
  for (const { name, art, brand } of named) {
    const w = art?.width ?? CARD_ART_SIZE[0];
    const h = art?.height ?? CARD_ART_SIZE[1];
    const svg = cardArtSvg({ id, c, brand, premium: PREMIUM.test(name), w, h });
    for (const [ratio, scale] of [
      ['1x', 1],
      ['2x', 2],
    ])
      jobs.push({ file: `${name}_web_${ratio}.png`, w, h, scale, svg, type: 'png' });
  }
  return jobs;
}

// ---------------------------------------------------------------------------------------------
// Output

function issuerIds(only) {
  return readdirSync(ISSUERS_DIR)
    .filter(
      (name) =>
        !name.startsWith('.') &&
        existsSync(path.join(ISSUERS_DIR, name, 'issuer.json')) &&
        statSync(path.join(ISSUERS_DIR, name)).isDirectory(),
    )
    .filter((name) => only.length === 0 || only.includes(name))
    .sort();
}

/** Every image job of one issuer: { file, svg(1x size), w, h, scale }. */
function imageJobs(config) {
  const id = config.id;
  const b = config.branding;
  const c = palette(id, b.primaryColor);
  const ext = b.assetExtension;
  const jobs = [];
  const add = (name, alt, kind, variant, sizes) => {
    const picto = pictogramFor(alt ?? '');
    for (const device of DEVICES) {
      const [w, h] = sizes[device];
      for (const ratio of RATIOS) {
        const k = ratio === '2x' ? 2 : 1;
        jobs.push({
          file: `${name}_${device}_${ratio}.${ext}`,
          w,
          h,
          scale: k,
          svg: sceneSvg({ id, c, kind, variant, picto, w, h, outW: w * k, outH: h * k }),
          picto,
        });
      }
    }
  };
  b.banners.forEach((banner, i) => add(banner.image, banner.alt, i % 3, i % 3, BANNER_SIZE));
  add(b.marketingImage.image, b.marketingImage.alt, 'm', 0, MARKETING_SIZE);
  return { c, ext, jobs };
}

async function rasterise(jobs, dir) {
  // Loaded only when images are drawn: checking or listing assets needs no browser.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const pages = {};
    for (const k of [1, 2]) {
      const ctx = await browser.newContext({ deviceScaleFactor: k, viewport: { width: 400, height: 300 } });
      pages[k] = await ctx.newPage();
    }
    for (const job of jobs) {
      const page = pages[job.scale];
      // The SVG is authored at its 1x size; the context's deviceScaleFactor gives the 2x pixels.
      const svg = job.svg.replace(/width="\d+" height="\d+" style/, `width="${job.w}" height="${job.h}" style`);
      await page.setViewportSize({ width: job.w, height: job.h });
      await page.setContent(`<!doctype html><html><body style="margin:0;overflow:hidden">${svg}</body></html>`);
      const clip = { x: 0, y: 0, width: job.w, height: job.h };
      // Card art is a PNG with transparent corners; banners and marketing images are JPEG.
      const png = job.type === 'png';
      const buf = await page.screenshot(
        png ? { type: 'png', omitBackground: true, clip } : { type: 'jpeg', quality: 80, clip },
      );
      writeFileSync(path.join(dir, job.file), buf);
      const max = png ? MAX_PNG_BYTES : MAX_JPEG_BYTES;
      if (buf.length > max) console.warn(`  ! ${job.file} is ${buf.length} bytes (over ${max})`);
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const flags = args.filter((a) => a.startsWith('--'));
  const unknown = flags.filter((f) => f !== '--card-art-only' && !f.startsWith(DIR_FLAG));
  if (unknown.length > 0)
    throw new Error(`unknown option ${unknown.join(', ')} (the options are --card-art-only and --dir=<folder>)`);
  const cardArtOnly = flags.includes('--card-art-only');
  const only = args.filter((a) => !a.startsWith('--'));
  const ids = issuerIds(only);
  if (ids.length === 0)
    throw new Error(`no issuer folders found in ${ISSUERS_DIR}${only.length ? ` matching ${only.join(', ')}` : ''}`);
  for (const id of ids) {
    const config = JSON.parse(readFileSync(path.join(ISSUERS_DIR, id, 'issuer.json'), 'utf8'));
    const dir = path.join(ISSUERS_DIR, id, 'assets');
    mkdirSync(dir, { recursive: true });
    const cardJobs = cardArtJobs(config);
    if (cardJobs.length > 0) await rasterise(cardJobs, dir);
    const arts = [...new Set(cardJobs.map((j) => j.file.replace(/_web_[12]x\.png$/, '')))];
    if (cardArtOnly) {
      console.log(`✔ ${id}: ${cardJobs.length} card art files (${arts.join(', ') || 'none'})`);
      continue;
    }
    const { c, ext, jobs } = imageJobs(config);
    writeFileSync(path.join(dir, config.branding.logo.src), logoSvg(id, config.appName, c));
    writeFileSync(path.join(dir, config.branding.favicon), faviconSvg(id, c));
    if (ext === 'svg') {
      for (const job of jobs) {
        const text = job.svg + '\n';
        writeFileSync(path.join(dir, job.file), text);
        if (Buffer.byteLength(text) > MAX_SVG_BYTES)
          console.warn(`  ! ${job.file} is ${Buffer.byteLength(text)} bytes (over ${MAX_SVG_BYTES})`);
      }
    } else if (ext === 'jpg' || ext === 'jpeg') {
      await rasterise(jobs, dir);
    } else {
      throw new Error(`${id}: unsupported branding.assetExtension "${ext}" (expected svg or jpg)`);
    }
    const pictos = [...new Set(jobs.map((j) => j.file.split('_')[0] + '=' + j.picto))].join(', ');
    console.log(
      `✔ ${id}: ${jobs.length + 2 + cardJobs.length} files (${ext}; ${pictos}; card art ${arts.join(', ') || 'none'})`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
