import type {ClientModule} from '@docusaurus/types';

let deferred = false;

/**
 * Docusaurus prefetches a linked page's chunks when the link scrolls into
 * view. Just after hydration that is every link on screen at once, in one task
 * (about 30 ms here, 120 ms at a phone's 4x slower CPU) right when the reader
 * starts to tap and scroll. Each prefetch goes to an idle callback instead, so
 * the same requests are made in the gaps between tasks. Hover and touch still
 * preload a page at once (`preload` is left as it is). Links ignore what
 * `prefetch` returns.
 */
const clientModule: ClientModule = {
  // Runs in a layout effect of the first render, before the links' observers report.
  onRouteDidUpdate() {
    if (deferred || typeof requestIdleCallback !== 'function') {
      return;
    }
    deferred = true;
    const {prefetch, preload} = window.docusaurus;
    window.docusaurus = {
      preload,
      prefetch: (url) => {
        requestIdleCallback(() => prefetch(url));
        return false;
      },
    };
  },
};

export default clientModule;
