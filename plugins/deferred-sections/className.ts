/**
 * The class of a section body whose rendering the browser may skip while it is
 * off screen: set by rehype.ts, read by keepTarget.ts in the browser (a module
 * of its own, so that the browser bundle takes the name without the plugin).
 */
export const DEFERRED_SECTION_CLASS = 'deferred-section';
