// Ejected, not wrapped: the theme formats the post's date with
// Intl.DateTimeFormat inside the component, and its first use is a long task in
// hydration.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {formatEnglishDate} from '@site/src/utils/englishDate';
import styles from './styles.module.css';

function ReadingTime({minutes}: {minutes: number}): ReactNode {
  const {selectMessage} = usePluralForm();
  const rounded = Math.ceil(minutes);
  return selectMessage(
    rounded,
    translate(
      {
        id: 'theme.blog.post.readingTime.plurals',
        description:
          'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
        message: 'One min read|{readingTime} min read',
      },
      {readingTime: rounded},
    ),
  );
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={metadata.date}>{formatEnglishDate(new Date(metadata.date), 'long')}</time>
      {metadata.readingTime !== undefined && (
        <>
          {' · '}
          <ReadingTime minutes={metadata.readingTime} />
        </>
      )}
    </div>
  );
}
