// Renders every Markdown table in a keyboard-reachable scroll box. (<LiveExample>
// is imported into the pages that use it by the live-examples remark plugin.)
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
