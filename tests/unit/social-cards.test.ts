import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {cardPathOf, socialCardFrontMatter} from '../../plugins/social-cards';
import {CARD_HEIGHT, CARD_WIDTH, renderCard} from '../../plugins/social-cards/render';

const siteDir = path.resolve('/site');

test('docs pages and blog posts get a card named after their source; partials and other files do not', () => {
  assert.equal(cardPathOf(siteDir, '/site/docs/guide/validation.mdx'), '/img/cards/docs/guide/validation.png');
  assert.equal(cardPathOf(siteDir, '/site/docs/api/core/index.mdx'), '/img/cards/docs/api/core/index.png');
  assert.equal(cardPathOf(siteDir, '/site/blog/2026-11-20-welcome.mdx'), '/img/cards/blog/2026-11-20-welcome.png');
  assert.equal(cardPathOf(siteDir, '/site/docs/guide/_shared.mdx'), undefined);
  assert.equal(cardPathOf(siteDir, '/site/docs/_parts/intro.mdx'), undefined);
  assert.equal(cardPathOf(siteDir, '/site/src/pages/about.mdx'), undefined);
});

test('the front matter parser adds the card as image and keeps an image the page sets itself', async () => {
  const parse = socialCardFrontMatter(siteDir);
  const parsed = await parse({
    filePath: '/site/docs/guide/faq.mdx',
    fileContent: '---\ntitle: FAQ\n---\n\nBody\n',
    defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
  });
  assert.deepEqual(parsed.frontMatter, {title: 'FAQ', image: '/img/cards/docs/guide/faq.png'});
  assert.equal(parsed.content.trim(), 'Body');
  const own = await parse({
    filePath: '/site/docs/guide/faq.mdx',
    fileContent: '---\nimage: /img/own.png\n---\n',
    defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
  });
  assert.equal(own.frontMatter.image, '/img/own.png');
});

test('a card is a PNG of the size link previews expect', async () => {
  const png = Buffer.from(await renderCard({title: 'Validation', section: 'Guides', host: 'formly.dev'}));
  assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [CARD_WIDTH, CARD_HEIGHT]);
  assert.deepEqual([CARD_WIDTH, CARD_HEIGHT], [1200, 630]);
});
