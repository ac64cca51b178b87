/**
 * The embedded search as code outside this plugin uses it (the MCP server, mcp/): the engine the
 * site's search client runs, and the index file format it reads. Re-exports only, all free of
 * Node, the DOM and Docusaurus.
 */
export {EmbeddedSearchIndex} from './engine';
export type {SearchHit, SearchRequest, SearchResponse} from './format';
export {
  EMBEDDED_INDEX_DIR,
  EMBEDDED_INDEX_FORMAT,
  EMBEDDED_INDEX_MANIFEST,
  pagesToRecords,
  type EmbeddedIndexFile,
  type EmbeddedIndexManifest,
  type ExtractedPage,
} from '../records';
