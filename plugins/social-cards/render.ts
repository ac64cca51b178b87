import {readFileSync} from 'node:fs';
import path from 'node:path';
import satori from 'satori';
import {rasterizeSvg} from '../../lib/svg-raster';

/** Size of a large link-preview card (Open Graph and X/Twitter). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface CardContent {
  /** The page title, in large type. */
  title: string;
  /** The part of the site the page belongs to (`Guides`), above the title. */
  section: string;
  /** Host shown at the bottom, such as `formly.dev`. */
  host: string;
}

// The site's light theme (src/css/custom.css): primary blue, text and muted text.
const colors = {primary: '#2b4fc7', text: '#1c1e21', muted: '#525860', background: '#ffffff'};

const interFile = (weight: number) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
const logoFile = path.join(__dirname, '..', '..', 'static', 'img', 'logo.svg');

/** Everything the picture depends on besides its content; part of the cache key. */
export function designFingerprint(): string {
  return [readFileSync(__filename, 'utf8'), readFileSync(logoFile, 'utf8')].join('\0');
}

let fonts: {name: string; data: Buffer; weight: 400 | 600 | 700; style: 'normal'}[] | undefined;

function loadFonts() {
  fonts ??= ([400, 600, 700] as const).map((weight) => ({
    name: 'Inter',
    data: readFileSync(interFile(weight)),
    weight,
    style: 'normal' as const,
  }));
  return fonts;
}

/** A satori element: the shape its JSX runtime produces, written out so no React is needed here. */
interface CardNode {
  type: string;
  props: {
    style?: Record<string, string | number>;
    src?: string;
    width?: number;
    height?: number;
    children?: (CardNode | string)[] | string;
  };
}

function box(style: Record<string, string | number>, children: (CardNode | string)[] | string): CardNode {
  return {type: 'div', props: {style: {display: 'flex', ...style}, children}};
}

/** Long titles get smaller type so that they fit in three lines. */
function titleSize(title: string): number {
  return title.length > 70 ? 52 : title.length > 40 ? 62 : 72;
}

function cardTree(content: CardContent): CardNode {
  const logo = `data:image/svg+xml;base64,${readFileSync(logoFile).toString('base64')}`;
  return box(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 80px',
      backgroundColor: colors.background,
      borderTop: `16px solid ${colors.primary}`,
      fontFamily: 'Inter',
      color: colors.text,
    },
    [
      box({alignItems: 'center', gap: 20}, [
        {type: 'img', props: {src: logo, width: 64, height: 64}},
        box({fontSize: 40, fontWeight: 700}, 'Formly'),
      ]),
      box({flexDirection: 'column', gap: 20, width: CARD_WIDTH - 160}, [
        box(
          {fontSize: 30, fontWeight: 600, color: colors.primary, textTransform: 'uppercase', letterSpacing: 2},
          content.section,
        ),
        box(
          {fontSize: titleSize(content.title), fontWeight: 700, lineHeight: 1.15, maxHeight: 260, overflow: 'hidden'},
          content.title,
        ),
      ]),
      box({fontSize: 28, color: colors.muted}, content.host),
    ],
  );
}

/** Renders one card as a PNG of CARD_WIDTH × CARD_HEIGHT pixels. */
export async function renderCard(content: CardContent): Promise<Uint8Array> {
  // satori's types expect a ReactNode; the plain element tree is what its JSX runtime would produce.
  const svg = await satori(cardTree(content) as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: loadFonts(),
  });
  return rasterizeSvg(svg, CARD_WIDTH);
}
