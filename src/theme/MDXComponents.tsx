// Makes <LiveExample> available in every MDX page without an import, and renders
// every Markdown table in a keyboard-reachable scroll box.
import MDXComponents from '@theme-original/MDXComponents';
import LiveExample from '@site/src/components/LiveExample';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  LiveExample,
  table: ScrollableTable,
};
