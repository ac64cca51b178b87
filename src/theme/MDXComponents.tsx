// Renders every Markdown table in a keyboard-reachable scroll box. (<LiveExample>,
// @theme/LiveExample from plugins/live-examples/theme, is imported into the pages
// that use it by the live-examples remark plugin, so other pages do not load it.)
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
