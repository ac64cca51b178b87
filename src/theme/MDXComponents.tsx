// Makes <LiveExample> available in every MDX page without an import.
import MDXComponents from '@theme-original/MDXComponents';
import LiveExample from '@site/src/components/LiveExample';

export default {
  ...MDXComponents,
  LiveExample,
};
