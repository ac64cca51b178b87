// Wraps the docs page content to put the "Copy page" menu at its top.
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@theme/CopyPage';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPage permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
